import Foundation
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// `AtomicFile`'s reads tell a missing file from one that can't be read, its writes name the
/// file and the system's reason when they fail, and the temporary files of killed writes are
/// found by their pattern alone.
@Suite("Atomic file: reads, failed writes and stale temporary files")
struct AtomicFileTests {
  private func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "atomic-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a read gives the bytes, says a missing file is missing, and one that can't be read why")
  func read() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("f.json")
    #expect(AtomicFile.read(file) == .missing)
    #expect(AtomicFile.read(dir.appendingPathComponent("no/f.json")) == .missing)
    let big = Data((0..<200_000).map { UInt8($0 % 251) })
    try AtomicFile.write(big, to: file)
    #expect(AtomicFile.read(file) == .data(big))
    for unreadable in UnreadableFile.allCases {
      let other = dir.appendingPathComponent("\(unreadable).json")
      try unreadable.make(at: other)
      #expect(AtomicFile.read(other) == .unreadable(reason: unreadable.reason))
    }
  }

  @Test("a failed write names the file and the reason, and leaves no temporary file")
  func failedWrite() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("f.json")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    #expect {
      try AtomicFile.write(Data("x".utf8), to: file)
    } throws: { error in
      "\(error)" == "\(file.path): Is a directory"
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["f.json"])
  }

  @Test("only the dashboard's own temporary names of dead processes, beside the files, go")
  func staleTemporaries() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let files = [dir.appendingPathComponent("a.json"), dir.appendingPathComponent("b.json")]
    let stale = [".a.json.tmp-2147483646-1", ".b.json.tmp-2147483645-4294967295"]
    let kept = [
      ".a.json.tmp-\(getpid())-7", ".a.json.tmp-2147483646-", ".a.json.tmp-0-1",
      ".a.json.tmp-2147483646-1-2", ".c.json.tmp-2147483646-1", "a.json",
    ]
    for name in stale + kept { try Data().write(to: dir.appendingPathComponent(name)) }
    #expect(AtomicFile.removeStaleTemporaries(of: files) == stale)
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)) == Set(kept))
    #expect(AtomicFile.removeStaleTemporaries(of: files).isEmpty)
  }
}
