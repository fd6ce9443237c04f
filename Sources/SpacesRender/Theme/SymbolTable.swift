import Foundation
import SpacesEngine
import Yams

/// The SF Symbol table read from YAML (`name: [glyph, ascii, width]` per line), checked: every
/// entry has a glyph, a printable ASCII fallback of one or two columns, and the width
/// `CellWidth` gives the glyph. Anything wrong names the file, line and key.
package struct SymbolTable: Sendable {
  /// Symbol name → how it draws.
  package var entries: [String: SymbolGlyph]
  /// The symbols in file order.
  package var names: [String]

  /// The table bundled with SystemSpaces (`Symbols/symbols.yaml`); empty if it can't be read
  /// (the table tests make sure it can).
  package static let bundled: SymbolTable = {
    guard let url = bundledURL, let text = try? String(contentsOf: url, encoding: .utf8)
    else { return SymbolTable(entries: [:], names: []) }
    // Its widths are checked by the tests (read as YAML, each measured), not in every process.
    return parseLines(text, checksWidths: false) ?? (try? parseYAML(text, file: url.path))
      ?? SymbolTable(entries: [:], names: [])
  }()

  /// Where the bundled table is.
  package static var bundledURL: URL? {
    Bundle.module.url(forResource: "Symbols", withExtension: nil)?
      .appendingPathComponent("symbols.yaml")
  }

  /// Parses a table: a mapping of symbol names to `[glyph, ascii, width]` (line by line when
  /// it is written one entry a line, else, and for its errors, as YAML).
  package static func parse(_ text: String, file: String) throws -> SymbolTable {
    if let table = parseLines(text) { return table }
    return try parseYAML(text, file: file)
  }

  /// Parses a table as YAML.
  package static func parseYAML(_ text: String, file: String) throws -> SymbolTable {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      throw ThemeError(file: file, line: nil, key: nil, message: "not valid YAML: \(error)")
    }
    guard let mapping = root?.mapping else {
      throw ThemeError(file: file, line: nil, key: nil, message: "expected a mapping")
    }
    var entries: [String: SymbolGlyph] = [:]
    var names: [String] = []
    for (keyNode, value) in mapping {
      let name = keyNode.scalar?.string ?? "?"
      entries[name] = try entry(value, file: file, key: name)
      names.append(name)
    }
    return SymbolTable(entries: entries, names: names)
  }

  /// Reads one `[glyph, ascii, width]` entry (also used for a theme's `symbols:` overrides).
  static func entry(_ node: Node, file: String, key: String) throws -> SymbolGlyph {
    let line = node.mark.map(\.line)
    func fail(_ message: String) -> ThemeError {
      ThemeError(file: file, line: line, key: key, message: message)
    }
    guard let items = node.sequence, items.count == 3,
      let glyph = items[0].scalar?.string, let ascii = items[1].scalar?.string,
      let widthText = items[2].scalar?.string
    else { throw fail("expected [glyph, ascii, width]") }
    guard !glyph.isEmpty else { throw fail("the glyph is empty") }
    guard !ascii.isEmpty, ascii.count <= 2,
      ascii.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F })
    else { throw fail("the ASCII fallback must be one or two printable ASCII characters") }
    let actual = CellWidth.of(glyph)
    guard let width = Int(widthText), width == actual, (1...2).contains(width) else {
      throw fail("width \(widthText) doesn't match the glyph '\(glyph)' (CellWidth: \(actual))")
    }
    return SymbolGlyph(glyph: glyph, ascii: ascii, width: width)
  }
}
