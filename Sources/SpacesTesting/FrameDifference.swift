/// Describes how two frames' texts differ, line by line.
enum FrameDifference {
  /// `nil` when the texts are equal, else the differing lines (at most `limit`), each as
  /// "line N" with the expected and actual text.
  static func describe(expected: String, actual: String, limit: Int = 5) -> String? {
    guard expected != actual else { return nil }
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(want.count, got.count) {
      let expectedLine = index < want.count ? String(want[index]) : "(no line)"
      let actualLine = index < got.count ? String(got[index]) : "(no line)"
      guard expectedLine != actualLine else { continue }
      if lines.count == limit * 3 {
        lines.append("…")
        break
      }
      lines += ["line \(index + 1):", "  expected: \(expectedLine)", "  actual:   \(actualLine)"]
    }
    return lines.joined(separator: "\n")
  }
}
