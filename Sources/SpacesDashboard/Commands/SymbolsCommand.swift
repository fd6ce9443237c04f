import ArgumentParser
import Foundation
import SpacesEngine
import SpacesRender

/// `spaces symbols`: the SF Symbol table, one symbol a line.
struct SymbolsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "symbols",
    abstract: "List the SF Symbols the dashboard draws: glyph, ASCII fallback, cell width.",
    discussion: """
      A symbol not in the table draws as □ (? in ASCII) and is logged once in the inspector. \
      A theme's symbols: table overrides entries (e.g. --theme mine.yaml).
      """)

  @Option(help: "Only symbols whose name contains this text.")
  var matching: String?

  @Option(
    help: ArgumentHelp(
      "Show a theme's overrides too (a built-in name or a path).", valueName: "name|path"))
  var theme: String?

  func run() throws {
    var overrides: [String: String] = [:]
    var asciiOverrides: [String: String] = [:]
    if let theme {
      do {
        let loaded = try ThemeLoader.load(nameOrPath: theme)
        overrides = loaded.symbols
        asciiOverrides = loaded.asciiSymbols
      } catch let error as UnknownThemeError {
        StandardError.write("spaces: \(error)\n")
        throw ExitCode(64)
      } catch {
        throw failWithDataError(error)
      }
    }
    let names = Set(SymbolGlyphs.entries.keys).union(overrides.keys)
      .filter { matching == nil || $0.contains(matching!) }.sorted()
    let width = (names.map(\.count).max() ?? 0) + 2
    for name in names {
      let glyph = SymbolGlyphs.glyph(
        for: name, ascii: false, overrides: overrides, asciiOverrides: asciiOverrides)
      let ascii = SymbolGlyphs.glyph(
        for: name, ascii: true, overrides: overrides, asciiOverrides: asciiOverrides)
      let cells = CellWidth.of(glyph)
      let padded = glyph + String(repeating: " ", count: max(0, 3 - cells))
      let note = overrides[name] != nil ? "  (theme)" : ""
      print(
        name.padding(toLength: width, withPad: " ", startingAt: 0) + padded
          + ascii.padding(toLength: 4, withPad: " ", startingAt: 0) + "\(cells)" + note)
    }
  }
}
