import Testing

@testable import SpacesTerminal

@Suite struct TerminalCapabilitiesTests {
  @Test func noColorDisablesColourWhenNonEmpty() {
    let env = ["TERM": "xterm-256color", "NO_COLOR": "1", "COLORTERM": "truecolor"]
    let capabilities = TerminalCapabilities(environment: env, isTTY: true, codeset: "UTF-8")
    #expect(capabilities.noColor)
    #expect(capabilities.colorDepth == .none)
    #expect(capabilities.refined(colors: 256).colorDepth == .none)
  }

  @Test func emptyNoColorIsIgnored() {
    let env = ["TERM": "xterm-256color", "NO_COLOR": ""]
    let capabilities = TerminalCapabilities(environment: env, isTTY: true, codeset: "UTF-8")
    #expect(!capabilities.noColor)
    #expect(capabilities.colorDepth == .palette256)
  }

  @Test(
    arguments: [
      ("xterm-256color", nil, ColorDepth.palette256),
      ("tmux-256color", "truecolor", .trueColor),
      ("xterm-256color", "24bit", .trueColor),
      ("xterm-256color", "yes", .palette256),
      ("xterm-direct", nil, .trueColor),
      ("xterm", nil, .ansi16),
      ("dumb", "truecolor", ColorDepth.none),
    ] as [(String, String?, ColorDepth)])
  func colourDepthFromEnvironment(term: String, colorTerm: String?, expected: ColorDepth) {
    var env = ["TERM": term]
    env["COLORTERM"] = colorTerm
    let capabilities = TerminalCapabilities(environment: env, isTTY: true, codeset: "UTF-8")
    #expect(capabilities.colorDepth == expected)
  }

  @Test func missingTermMeansNoTermAndNoColour() {
    let capabilities = TerminalCapabilities(environment: [:], isTTY: false, codeset: nil)
    #expect(capabilities.term == nil)
    #expect(capabilities.colorDepth == .none)
    #expect(!capabilities.isTTY)
    #expect(!capabilities.isUTF8)
    let empty = TerminalCapabilities(environment: ["TERM": ""], isTTY: true, codeset: nil)
    #expect(empty.term == nil)
  }

  @Test func terminfoColourCountDecides() {
    let env = ["TERM": "tmux-256color", "COLORTERM": "truecolor"]
    let capabilities = TerminalCapabilities(environment: env, isTTY: true, codeset: "UTF-8")
    #expect(capabilities.refined(colors: 256).colorDepth == .palette256)
    #expect(capabilities.refined(colors: 16_777_216).colorDepth == .trueColor)
    #expect(capabilities.refined(colors: 8).colorDepth == .ansi16)
    #expect(capabilities.refined(colors: 0).colorDepth == .none)
    #expect(ColorDepth(colors: 88) == .ansi16)
  }

  @Test func utf8Codesets() {
    #expect(TerminalCapabilities.isUTF8(codeset: "UTF-8"))
    #expect(TerminalCapabilities.isUTF8(codeset: "utf8"))
    #expect(!TerminalCapabilities.isUTF8(codeset: "ANSI_X3.4-1968"))
    #expect(!TerminalCapabilities.isUTF8(codeset: nil))
  }

  @Test func detectReadsTheProcess() {
    let capabilities = TerminalCapabilities.detect(environment: ["TERM": "xterm", "NO_COLOR": "x"])
    #expect(capabilities.term == "xterm")
    #expect(capabilities.colorDepth == .none)
  }
}
