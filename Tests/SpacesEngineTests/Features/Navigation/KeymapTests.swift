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
}
