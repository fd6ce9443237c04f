import Foundation
import Testing

@testable import SpacesDashboard

/// A key script's limits: at most 10,000 steps and 31 days of waits in all, each refused with
/// the token and the limit named, so that no script runs for hours.
@Suite struct KeyScriptLimitTests {
  @Test("10,000 steps parse; one more, or a text past them, names the limit")
  func steps() throws {
    let most = Array(repeating: "Up", count: 10_000).joined(separator: " ")
    #expect(try KeyScript(parsing: most).steps.count == 10_000)
    let error = try #require(throws: KeyScriptError.self) {
      try KeyScript(parsing: most + " Down")
    }
    #expect(error.token == "Down")
    #expect(error.reason.contains("at most 10,000 steps and 31 days of waits in all"))
    let long = String(repeating: "a", count: 10_001)
    let text = try #require(throws: KeyScriptError.self) {
      try KeyScript(parsing: "text:'\(long)'")
    }
    #expect(text.token == "text:'aaaaaaaaaaaaaaaaaaaa…'")
    #expect(text.reason.hasPrefix("too long: 10001 characters"))
  }

  @Test("waits add up to at most 31 days; a huge one is refused, not run for centuries")
  func waits() throws {
    #expect(try KeyScript(parsing: "wait:744h").elapsed == 31 * 86_400)
    #expect(try KeyScript(parsing: "wait:372h Enter wait:372h").elapsed == 31 * 86_400)
    let error = try #require(throws: KeyScriptError.self) {
      try KeyScript(parsing: "wait:372h Enter wait:373h")
    }
    #expect(error.token == "wait:373h")
    #expect(error.reason.hasPrefix("waits past 31 days in all"))
    #expect(throws: KeyScriptError.self) { try KeyScript(parsing: "wait:99999999999h") }
  }

  /// The fuzz artifacts key-script-timeout-5b3e9ec2 and command-line-timeout-a26ef85a:
  /// generated scripts of hundreds of thousands of tokens took seconds each to read to the end
  /// before the step limit refused them; empty texts, no step at all, were never refused.
  @Test("a script is refused at the token past 10,000, empty texts too")
  func tokens() throws {
    let empties = Array(repeating: "text:''", count: 10_001).joined(separator: " ")
    let error = try #require(throws: KeyScriptError.self) { try KeyScript(parsing: empties) }
    #expect(error.token == "text:''")
    #expect(error.reason.hasPrefix("one token too many"))
    #expect(try KeyScript(parsing: "text:'' Enter").steps == [.key(.enter)])
  }
}
