import Foundation
import SpacesEngine
import Testing

@Suite("Keymap")
struct KeymapTests {
  /// The package's README.
  private func readme() throws -> String {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Navigation
      .deletingLastPathComponent()  // Features
      .deletingLastPathComponent()  // SpacesEngineTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  @Test("the README's key table is the one generated from the keymap")
  func readmeTable() throws {
    let lines = try readme().components(separatedBy: "\n")
    let heading = try #require(lines.firstIndex(of: "## Keys"), "README has a ## Keys section")
    let table = lines[(heading + 1)...]
      .drop { !$0.hasPrefix("|") }
      .prefix { $0.hasPrefix("|") }
      .joined(separator: "\n")
    #expect(table == Keymap.standard.markdownTable)
  }

  @Test("no key is bound twice")
  func keysBoundOnce() {
    let keys = Keymap.standard.rows.flatMap { $0.bindings.map(\.key) }
    #expect(Set(keys).count == keys.count)
    for key in keys { #expect(Keymap.standard.command(for: key) != nil) }
  }

  @Test("every row says what its keys do, in the help and in the README")
  func everyRowHasHelp() {
    for row in Keymap.standard.rows {
      #expect(!row.bindings.isEmpty)
      #expect(!row.help.isEmpty && row.help.allSatisfy { !$0.isEmpty }, "\(row.readmeKeys)")
      #expect(!row.readme.isEmpty, "\(row.readmeKeys)")
      #expect(!row.readmeKeys.isEmpty)
    }
  }

  @Test("the keys the design promises do what it says")
  func promisedKeys() {
    let keymap = Keymap.standard
    #expect(keymap.command(for: .character("1")) == .showSpace(.controlCenter))
    #expect(keymap.command(for: .character("2")) == .showSpace(.lockScreen))
    #expect(keymap.command(for: .character("3")) == .showSpace(.actionButton))
    #expect(keymap.command(for: .enter) == .activate)
    #expect(keymap.command(for: .character(" ")) == .activate)
    #expect(keymap.command(for: .character("i")) == .toggleInspector)
    #expect(keymap.command(for: .character("W")) == .widenInspector)
    #expect(keymap.command(for: .character("?")) == .showHelp)
    #expect(keymap.command(for: .character("q")) == .quit)
    #expect(keymap.command(for: .control("c")) == .quit)
    #expect(keymap.command(for: .escape) == .cancel)
    #expect(keymap.command(for: .tab) == .cycleFocus(1))
    #expect(keymap.command(for: .backTab) == .cycleFocus(-1))
  }

  @Test("the footer lists t and / in every space and mode, the mouse beside Enter where it acts")
  func footerAlwaysListsThemeSiriAndMouse() {
    let keymap = Keymap.standard
    let modes: [Keymap.FooterMode?] = [nil, .standByWidgets, .standByClock, .banner, .slider]
    for space in Space.allCases {
      for mode in modes {
        for isEditing in [false, true] {
          let fixed = keymap.footer(
            for: space, asciiOnly: false, isEditing: isEditing, mode: mode
          ).fixed
          #expect(
            fixed == ["t theme", "/ Siri", "? help", "q quit"],
            "\(space) \(String(describing: mode))")
        }
      }
    }
    let toggle = keymap.footer(for: .controlCenter, asciiOnly: false).optional.map(\.text)
    #expect(toggle.contains("Enter/click toggle"))
    #expect(!toggle.contains { $0.hasPrefix("1-") }, "the tabs show the digits")
  }

  @Test("the VoiceOver overlay's keys come first; edit isn't offered where e edits nothing")
  func footerForOverlayAndEditing() {
    let keymap = Keymap.standard
    let voiceOver = keymap.footer(for: .lockScreen, asciiOnly: false, showsVoiceOver: true)
    #expect(voiceOver.optional.first?.text == "A/Esc close VoiceOver")
    #expect(voiceOver.optional.contains { $0.text == "←→ slot" }, "moving reads the next slot")
    for space in [Space.controlLab, .shortcuts] {
      #expect(
        !keymap.footer(for: space, asciiOnly: false).optional.contains { $0.text == "e edit" })
    }
    let standBy = keymap.footer(for: .homeScreen, asciiOnly: false, mode: .standByWidgets)
    #expect(!standBy.optional.contains { $0.text == "e edit" })
    #expect(standBy.optional.contains { $0.text == "Y leave" })
    let banner = keymap.footer(for: .lockScreen, asciiOnly: false, mode: .banner)
    #expect(banner.optional.contains { $0.text == "e edit" }, "e works while a banner is focused")
    let home = keymap.footer(for: .homeScreen, asciiOnly: false).optional
    #expect(home.first { $0.text == "D dev mode" }?.isSecondary == true)
  }
}
