import Foundation
import SpacesKit
import Yams

/// Loads themes from YAML, naming the file, line and key of anything wrong.
public enum ThemeLoader {
  /// The themes shipped with SystemSpaces.
  public static var builtInDirectory: URL? {
    Bundle.module.url(forResource: "Themes", withExtension: nil)
  }

  /// The names of the built-in themes.
  public static var builtInNames: [String] {
    guard let directory = builtInDirectory,
      let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Loads a theme by built-in name or by path.
  public static func load(nameOrPath: String) throws -> Theme {
    if nameOrPath.contains("/") || nameOrPath.hasSuffix(".yaml") {
      return try load(url: URL(fileURLWithPath: nameOrPath))
    }
    guard let url = builtInDirectory?.appendingPathComponent("\(nameOrPath).yaml"),
      FileManager.default.fileExists(atPath: url.path)
    else {
      throw ThemeError(
        file: nameOrPath, line: nil, key: nil,
        message:
          "no built-in theme '\(nameOrPath)' (valid: \(builtInNames.joined(separator: ", ")))"
      )
    }
    return try load(url: url)
  }

  /// The default theme.
  public static func defaultTheme() throws -> Theme { try load(nameOrPath: "default") }

  /// Loads a theme file.
  public static func load(url: URL) throws -> Theme {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ThemeError(file: url.path, line: nil, key: nil, message: "can't read the file")
    }
    return try parse(text, file: url.path)
  }

  /// The top-level keys of a theme file.
  static let sections = ["name", "colors", "system", "symbols"]

  /// Parses theme YAML: every role and every named colour must be given, each key once (YAML
  /// rejects duplicates), and nothing else; anything wrong throws a `ThemeError` naming the
  /// line and key.
  public static func parse(_ text: String, file: String) throws -> Theme {
    let root: Node
    do {
      guard let node = try Yams.compose(yaml: text) else {
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
    let colors = try colorTable(
      mapping, key: "colors", in: root, file: file, valid: ThemeRole.allCases.map(\.rawValue),
      kind: "role"
    ) { ThemeRole(rawValue: $0) }
    let system = try colorTable(
      mapping, key: "system", in: root, file: file, valid: Theme.systemNames, kind: "name"
    ) { Theme.systemNames.contains($0) ? $0 : nil }
    var symbols: [String: String] = [:]
    if let node = mapping["symbols"] {
      guard let table = node.mapping else {
        throw ThemeError(
          file: file, line: line(node), key: "symbols", message: "expected a mapping")
      }
      for (key, value) in table {
        guard let symbol = key.scalar?.string, let glyph = value.scalar?.string, !glyph.isEmpty
        else {
          throw ThemeError(
            file: file, line: line(value), key: "symbols.\(key.scalar?.string ?? "?")",
            message: "expected a glyph string")
        }
        symbols[symbol] = glyph
      }
    }
    return Theme(name: name, colors: colors, system: system, symbols: symbols)
  }

  /// Reads a table of colours (`colors:` or `system:`) whose keys `parseKey` turns into `Key`:
  /// a key it rejects, a bad colour or a missing key is an error. A missing key is reported at
  /// the table's own line (`colors:`).
  private static func colorTable<Key: Hashable>(
    _ mapping: Node.Mapping, key: String, in root: Node, file: String, valid: [String],
    kind: String, parseKey: (String) -> Key?
  ) throws -> [Key: TerminalColor] {
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
      guard let text = valueNode.scalar?.string, let color = parseColor(text) else {
        throw ThemeError(
          file: file, line: line(valueNode), key: "\(key).\(name)",
          message:
            "expected a colour like \"#RRGGBB\" or \"default\", got '\(valueNode.scalar?.string ?? "?")'"
        )
      }
      result[parsed] = color
    }
    for name in valid {
      guard let parsed = parseKey(name), result[parsed] == nil else { continue }
      throw ThemeError(file: file, line: tableLine, key: "\(key).\(name)", message: "missing")
    }
    return result
  }

  /// Parses "#RRGGBB" or "default".
  public static func parseColor(_ text: String) -> TerminalColor? {
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
public struct ThemeError: Error, Equatable, CustomStringConvertible {
  public var file: String
  public var line: Int?
  public var key: String?
  public var message: String

  public var description: String {
    var location = file
    if let line { location += ":\(line)" }
    if let key { location += ": key '\(key)'" }
    return "\(location): \(message)"
  }
}
