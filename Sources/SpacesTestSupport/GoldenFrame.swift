import Foundation
import Testing

/// Compares text frames with golden files kept beside the tests.
///
/// Set `SPACES_UPDATE_GOLDENS=1` to write the files anew — then read every changed file in the
/// diff before committing it.
public enum GoldenFrame {
  /// Whether this run rewrites goldens.
  public static var isUpdating: Bool {
    ProcessInfo.processInfo.environment["SPACES_UPDATE_GOLDENS"] == "1"
  }

  /// Checks `text` against `<directory of the calling test>/Golden/<name>.txt`.
  public static func assertMatches(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden", isDirectory: true)
    let url = directory.appendingPathComponent("\(name).txt")
    let content = text + "\n"
    if isUpdating {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? content.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no golden frame \(url.path); run with SPACES_UPDATE_GOLDENS=1 and read it",
        sourceLocation: sourceLocation)
      return
    }
    if expected != content {
      Issue.record(
        "frame differs from \(name).txt:\n\(lineDiff(expected: expected, actual: content))",
        sourceLocation: sourceLocation)
    }
  }

  /// The differing lines, numbered, expected above actual.
  public static func lineDiff(expected: String, actual: String) -> String {
    let e = expected.components(separatedBy: "\n")
    let a = actual.components(separatedBy: "\n")
    var out: [String] = []
    for index in 0..<max(e.count, a.count) {
      let left = index < e.count ? e[index] : "<none>"
      let right = index < a.count ? a[index] : "<none>"
      if left != right {
        out.append(String(format: "%3d - %@", index + 1, left))
        out.append(String(format: "%3d + %@", index + 1, right))
      }
    }
    return out.joined(separator: "\n")
  }
}
