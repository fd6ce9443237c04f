import Foundation
import SpacesDashboard
import Testing

/// Inputs `scripts/fuzz.sh` found that broke the key script and duration parsers.
@Suite("Key script and duration parsers: fuzz regressions")
struct ParserFuzzTests {
  /// The fuzz artifact duration-crash-ca8b7124: a few hundred digits before a unit parsed as an
  /// infinite duration, and `wait:` with it walked the virtual clock through minute ticks
  /// forever (`spaces snapshot --keys "wait:…s"` never returned).
  static let infiniteDuration =
    "91s11" + String(repeating: "3", count: 24) + String(repeating: "0", count: 233) + "33"
    + String(repeating: "0", count: 127) + "33333399143330114s"

  @Test("a duration too long to be finite is rejected")
  func infiniteDuration() {
    #expect(Self.infiniteDuration.utf8.count == 409)
    #expect(DurationParser.parse(Self.infiniteDuration) == nil)
    #expect(DurationParser.parse(String(repeating: "9", count: 400) + "h") == nil)
    #expect(DurationParser.parse(String(repeating: "9", count: 300) + "ms") == 1e297)
  }

  @Test("a key script waiting an infinite time is a usage error, not a hang")
  func infiniteWait() {
    #expect(throws: KeyScriptError.self) {
      try KeyScript(parsing: "Enter wait:\(Self.infiniteDuration) Enter")
    }
  }

  @Test("ordinary durations still parse")
  func ordinary() {
    #expect(DurationParser.parse("1m30s") == 90)
    #expect(DurationParser.parse("500ms") == 0.5)
    #expect(DurationParser.parse("0.25h") == 900)
  }

  /// The fuzz artifact key-script-timeout-90bca40c: a generated script of tens of thousands of
  /// tokens ran out of memory under ASan after minutes, because each token lowercased the
  /// whole rest of the script (quadratic). It must be refused at once for its length.
  @Test(
    "a script of 100,000 tokens is refused for its length, without reading it quadratically",
    .timeLimit(.minutes(1)))
  func longScriptIsLinear() throws {
    let script = Array(repeating: "text:'a'", count: 100_000).joined(separator: " ")
    let error = try #require(throws: KeyScriptError.self) { try KeyScript(parsing: script) }
    #expect(error.reason.contains("at most 10,000 steps"))
  }
}
