// The floor `spaces bench` measures the `spaces` process against: a Foundation program that
// formats one date and prints it (process start, dynamic linking of the Swift runtime and
// Foundation, ICU's date formatting, a write, exit), built with the same toolchain, linked the
// default way (the shared Swift libraries; the release `spaces` links them in: Package.swift).
// As `spaces` does (`PeakMemoryReport`), it writes its peak resident memory and the anonymous
// and file-backed parts of its memory at exit (`VmHWM`, `RssAnon`, `RssFile`, KiB) to the
// file named by `SPACES_PEAK_RSS_FILE` when the bench sets it, and a copy of its
// `/proc/self/smaps` beside it (`.smaps` added to the name).
import Foundation

let formatter = DateFormatter()
formatter.dateStyle = .medium
formatter.timeStyle = .short
print(formatter.string(from: Date()))

if let path = ProcessInfo.processInfo.environment["SPACES_PEAK_RSS_FILE"],
  let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
{
  let lines = status.split(separator: "\n")
  let figures = ["VmHWM:", "RssAnon:", "RssFile:"].map { name in
    lines.first { $0.hasPrefix(name) }.map { String($0.filter(\.isNumber)) } ?? "0"
  }
  try? (figures.joined(separator: " ") + "\n").write(
    toFile: path, atomically: false, encoding: .utf8)
  // Read to its end: `String(contentsOfFile:)` stops at the first page of a /proc file.
  if let smaps = FileHandle(forReadingAtPath: "/proc/self/smaps")?.readDataToEndOfFile() {
    _ = FileManager.default.createFile(atPath: path + ".smaps", contents: smaps)
  }
}
