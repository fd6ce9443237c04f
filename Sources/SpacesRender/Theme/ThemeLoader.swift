import Foundation
import SpacesEngine
import SpacesKit
import Yams

/// Loads themes from YAML, naming the file, line and key of anything wrong.
package enum ThemeLoader {
  /// The themes shipped with SystemSpaces.
  package static var builtInDirectory: URL? {
    Bundle.module.url(forResource: "Themes", withExtension: nil)
  }

  /// The names of the built-in themes.
  package static var builtInNames: [String] {
    guard let directory = builtInDirectory,
      let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Loads a theme by built-in name or by path (one with a "/" or ending in ".yaml"); an
  /// unknown name throws `UnknownThemeError`, a broken file `ThemeError`.
  package static func load(nameOrPath: String) throws -> Theme {
    if nameOrPath.contains("/") || nameOrPath.hasSuffix(".yaml") {
      return try load(url: URL(fileURLWithPath: nameOrPath))
    }
    guard let url = builtInDirectory?.appendingPathComponent("\(nameOrPath).yaml"),
      FileManager.default.fileExists(atPath: url.path)
    else {
      throw UnknownThemeError(name: nameOrPath, available: builtInNames)
    }
    return try load(url: url)
  }

  /// A built-in theme's one-line description: its file's first comment line, after the colon
  /// ("# SystemSpaces light theme: iOS's light appearance…" → "iOS's light appearance…").
  package static func summary(ofBuiltIn name: String) -> String {
    guard let url = builtInDirectory?.appendingPathComponent("\(name).yaml"),
      let text = try? String(contentsOf: url, encoding: .utf8),
      let first = text.split(separator: "\n").first, first.hasPrefix("#")
    else { return "" }
    let comment = first.dropFirst().trimmingCharacters(in: .whitespaces)
    guard let colon = comment.range(of: ": ") else { return comment }
    return String(comment[colon.upperBound...])
  }

  /// The default theme.
  package static func defaultTheme() throws -> Theme { try load(nameOrPath: "default") }

  /// Loads a theme file.
  package static func load(url: URL) throws -> Theme {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ThemeError(file: url.path, line: nil, key: nil, message: "can't read the file")
    }
    return try parse(text, file: url.path)
  }

  /// The top-level keys of a theme file.
  static let sections = ["name", "colors", "system", "symbols", "increaseContrast"]

  /// Parses theme YAML: every role and every named colour must be given, each key once (YAML
  /// rejects duplicates), and nothing else; anything wrong throws a `ThemeError` naming the
  /// line and key.
  package static func parse(_ text: String, file: String) throws -> Theme {
    let root: Node
    do {
      // Every value is read as a string (colours, names, glyphs; `increaseContrast` with
      // `Bool.construct`), so no implicit type resolution: the default resolver's regular
      // expressions were a twentieth of a `spaces snapshot` process's time.
      guard let node = try Yams.compose(yaml: text, .basic) else {
        throw ThemeError(file: file, line: nil, key: nil, message: "the file is empty")
      }
      root = node
    } catch let YamlError.duplicatedKeysInMapping(duplicates, context) {
      throw ThemeError(
        file: file, line: context.mark.line > 0 ? context.mark.line : nil,
        key: duplicates.first, message: "given more than once")
    } catch let error as YamlError {
      throw ThemeError(file: file, line: line(of: error), key: nil, message: "not valid YAML")
    }
    guard let mapping = root.mapping else {
      throw ThemeError(file: file, line: line(root), key: nil, message: "expected a mapping")
    }
    for keyNode in mapping.keys {
      guard let key = keyNode.scalar?.string, sections.contains(key) else {
        throw ThemeError(
          file: file, line: line(keyNode), key: keyNode.scalar?.string,
          message: "unknown key (valid: \(sections.joined(separator: ", ")))")
      }
    }
    var name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    if let node = mapping["name"] {
      guard let text = node.scalar?.string else {
        throw ThemeError(file: file, line: line(node), key: "name", message: "expected a string")
      }
      name = text
    }
    var increaseContrast = false
    if let node = mapping["increaseContrast"] {
      guard let flag = node.scalar.flatMap({ Bool.construct(from: $0) }) else {
        throw ThemeError(
          file: file, line: line(node), key: "increaseContrast", message: "expected true or false")
      }
      increaseContrast = flag
    }
    var attributes: [ThemeRole: CellAttributes]? = [:]
    let colors = try colorTable(
      mapping, key: "colors", in: root, file: file, valid: ThemeRole.allCases.map(\.rawValue),
      kind: "role", attributes: &attributes
    ) { ThemeRole(rawValue: $0) }
    var noAttributes: [String: CellAttributes]? = nil
    let system = try colorTable(
      mapping, key: "system", in: root, file: file, valid: Theme.systemNames, kind: "name",
      attributes: &noAttributes
    ) { Theme.systemNames.contains($0) ? $0 : nil }
    var symbols: [String: String] = [:]
    var asciiSymbols: [String: String] = [:]
    if let node = mapping["symbols"] {
      guard let table = node.mapping else {
        throw ThemeError(
          file: file, line: line(node), key: "symbols", message: "expected a mapping")
      }
      for (key, value) in table {
        let symbol = key.scalar?.string ?? "?"
        if value.sequence != nil {
          let entry = try SymbolTable.entry(value, file: file, key: "symbols.\(symbol)")
          symbols[symbol] = entry.glyph
          asciiSymbols[symbol] = entry.ascii
          continue
        }
        guard let glyph = value.scalar?.string, !glyph.isEmpty else {
          throw ThemeError(
            file: file, line: line(value), key: "symbols.\(symbol)",
            message: "expected a glyph string or [glyph, ascii, width]")
        }
        guard (1...2).contains(CellWidth.of(glyph)) else {
          throw ThemeError(
            file: file, line: line(value), key: "symbols.\(symbol)",
            message: "the glyph '\(glyph)' is \(CellWidth.of(glyph)) columns wide (1 or 2 fit)")
        }
        symbols[symbol] = glyph
      }
    }
    var theme = Theme(
      name: name, colors: colors, system: system, symbols: symbols, asciiSymbols: asciiSymbols,
      attributes: attributes ?? [:])
    theme.increaseContrast = increaseContrast
    return theme
  }

  /// Reads a table of colours (`colors:` or `system:`) whose keys `parseKey` turns into `Key`:
  /// a key it rejects, a bad colour or a missing key is an error. A missing key is reported at
  /// the table's own line (`colors:`). A colour may be followed by attribute words ("default
  /// bold reverse") where `attributes` isn't `nil`; they are collected there.
  private static func colorTable<Key: Hashable>(
    _ mapping: Node.Mapping, key: String, in root: Node, file: String, valid: [String],
    kind: String, attributes: inout [Key: CellAttributes]?, parseKey: (String) -> Key?
  ) throws -> [Key: TerminalColor] {
    var collected: [Key: CellAttributes] = attributes ?? [:]
    defer { if attributes != nil { attributes = collected } }
    guard let node = mapping[key] else {
      throw ThemeError(file: file, line: line(root), key: key, message: "missing")
    }
    guard let table = node.mapping else {
      throw ThemeError(file: file, line: line(node), key: key, message: "expected a mapping")
    }
    let tableLine = mapping.first { $0.key.scalar?.string == key }.flatMap { line($0.key) }
    var result: [Key: TerminalColor] = [:]
    for (nameNode, valueNode) in table {
      let name = nameNode.scalar?.string ?? "?"
      guard let parsed = parseKey(name) else {
        throw ThemeError(
          file: file, line: line(nameNode), key: "\(key).\(name)",
          message: "unknown \(kind) (valid: \(valid.joined(separator: ", ")))")
      }
      let words = (valueNode.scalar?.string ?? "").split(separator: " ").map(String.init)
      guard let first = words.first, let color = parseColor(first) else {
        throw ThemeError(
          file: file, line: line(valueNode), key: "\(key).\(name)",
          message:
            "expected a colour like \"#RRGGBB\" or \"default\", got '\(valueNode.scalar?.string ?? "?")'"
        )
      }
      var roleAttributes: CellAttributes = []
      for word in words.dropFirst() {
        guard attributes != nil, let attribute = attributeNames[word] else {
          let valid = attributeNames.keys.sorted().joined(separator: ", ")
          throw ThemeError(
            file: file, line: line(valueNode), key: "\(key).\(name)",
            message: attributes == nil
              ? "only roles take attributes, got '\(word)'"
              : "unknown attribute '\(word)' (valid: \(valid))")
        }
        roleAttributes.insert(attribute)
      }
      if !roleAttributes.isEmpty { collected[parsed] = roleAttributes }
      result[parsed] = color
    }
    for name in valid {
      guard let parsed = parseKey(name), result[parsed] == nil else { continue }
      throw ThemeError(file: file, line: tableLine, key: "\(key).\(name)", message: "missing")
    }
    return result
  }

  /// The attribute words a role's colour may be followed by.
  static let attributeNames: [String: CellAttributes] = [
    "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline, "reverse": .reverse,
  ]

  /// Parses "#RRGGBB" or "default".
  package static func parseColor(_ text: String) -> TerminalColor? {
    if text == "default" { return .default }
    guard text.count == 7, text.first == "#", let value = UInt32(text.dropFirst(), radix: 16)
    else { return nil }
    return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
  }

  private static func line(_ node: Node) -> Int? { node.mark.map { $0.line } }

  private static func line(of error: YamlError) -> Int? {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
      return mark.line
    default:
      return nil
    }
  }
}

/// A broken theme: which file, line and key, and what is wrong.
package struct ThemeError: Error, Equatable, CustomStringConvertible {
  package var file: String
  package var line: Int?
  package var key: String?
  package var message: String

  package var description: String {
    var location = file
    if let line { location += ":\(line)" }
    if let key { location += ": key '\(key)'" }
    return "\(location): \(message)"
  }
}

/// A theme name that is neither built in nor a path: lists the built-in ones.
package struct UnknownThemeError: Error, Equatable, CustomStringConvertible {
  package var name: String
  package var available: [String]

  package init(name: String, available: [String]) {
    self.name = name
    self.available = available
  }

  package var description: String {
    "unknown theme '\(name)' (valid: \(available.joined(separator: ", ")), or a path to a .yaml file)"
  }
}
