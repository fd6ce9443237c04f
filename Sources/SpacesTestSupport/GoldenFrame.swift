import Foundation
import Testing

/// Compares text frames with golden files kept beside the tests.
///
/// Set `SPACES_UPDATE_GOLDENS=1` to write the files anew — then read every changed file in the
/// diff before committing it.
package enum GoldenFrame {
  /// Whether this run rewrites goldens.
  package static var isUpdating: Bool {
    ProcessInfo.processInfo.environment["SPACES_UPDATE_GOLDENS"] == "1"
  }

  /// Checks `text` against `Golden/<name>.txt` in the calling test's folder or the nearest one
  /// above it within its test target (tests in `Views/` read the target's `Golden/`).
  package static func assertMatches(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let directory = goldenDirectory(forTestAt: filePath)
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

  /// The `Golden` folder nearest to a test file: in its folder or a folder above it, up to its
  /// test target's folder (the one in `Tests/`); its own folder's if there is none.
  static func goldenDirectory(forTestAt filePath: String) -> URL {
    let own = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    var folder = own
    while folder.pathComponents.count > 1 {
      let golden = folder.appendingPathComponent("Golden", isDirectory: true)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: golden.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return golden
      }
      if folder.deletingLastPathComponent().lastPathComponent == "Tests" { break }
      folder = folder.deletingLastPathComponent()
    }
    return own.appendingPathComponent("Golden", isDirectory: true)
  }

  /// The differing lines, numbered, expected above actual.
  package static func lineDiff(expected: String, actual: String) -> String {
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
