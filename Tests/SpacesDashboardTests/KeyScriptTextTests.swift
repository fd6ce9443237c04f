import Foundation
import SpacesDashboard
import SpacesEngine
import Testing

@Suite("Key scripts: text:'…' types literal text")
struct KeyScriptTextTests {
  @Test("text:'…' types each character, spaces included, between other keys")
  func typesText() throws {
    let script = try KeyScript(parsing: "/ text:'Hi you' Enter")
    #expect(
      script.steps == [
        .key(.character("/")), .key(.character("H")), .key(.character("i")),
        .key(.character(" ")), .key(.character("y")), .key(.character("o")),
        .key(.character("u")), .key(.enter),
      ])
  }

  @Test("\\' is a quote and \\\\ a backslash; graphemes stay whole")
  func escapes() throws {
    let script = try KeyScript(parsing: #"text:'it\'s a\\b' text:'é👩‍💻'"#)
    #expect(
      script.steps
        == ["i", "t", "'", "s", " ", "a", "\\", "b", "e\u{301}", "👩‍💻"].map {
          .key(.character(Character($0)))
        })
  }

  @Test("an unterminated text is an error naming it")
  func unterminated() {
    #expect(throws: KeyScriptError.self) { try KeyScript(parsing: "/ text:'Start a") }
    #expect(throws: KeyScriptError.self) { try KeyScript(parsing: #"text:'ends in \'"#) }
  }

  @Test("text:'' types nothing")
  func empty() throws {
    #expect(try KeyScript(parsing: "text:'' Enter").steps == [.key(.enter)])
  }
}
