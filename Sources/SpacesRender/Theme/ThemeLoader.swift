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

  /// Parses theme YAML.
  public static func parse(_ text: String, file: String) throws -> Theme {
    let root: Node
    do {
      guard let node = try Yams.compose(yaml: text) else {
        throw ThemeError(file: file, line: nil, key: nil, message: "the file is empty")
      }
      root = node
    } catch let error as YamlError {
      throw ThemeError(file: file, line: line(of: error), key: nil, message: "not valid YAML")
    }
    guard let mapping = root.mapping else {
      throw ThemeError(file: file, line: line(root), key: nil, message: "expected a mapping")
    }
    let name =
      mapping["name"]?.string
      ?? URL(fileURLWithPath: file).deletingPathExtension()
      .lastPathComponent
    let colors = try colorTable(mapping, key: "colors", required: Theme.roles, file: file)
    let system = try colorTable(mapping, key: "system", required: Theme.systemNames, file: file)
    var symbols: [String: String] = [:]
    if let node = mapping["symbols"] {
      guard let table = node.mapping else {
        throw ThemeError(
          file: file, line: line(node), key: "symbols", message: "expected a mapping")
      }
      for (key, value) in table {
        guard let symbol = key.string, let glyph = value.string, !glyph.isEmpty else {
          throw ThemeError(
            file: file, line: line(value), key: "symbols.\(key.string ?? "?")",
            message: "expected a glyph string")
        }
        symbols[symbol] = glyph
      }
    }
    for key in mapping.keys.compactMap(\.string)
    where !["name", "colors", "system", "symbols"].contains(key) {
      throw ThemeError(
        file: file, line: line(mapping.keys.first { $0.string == key }!), key: key,
        message: "unknown key (valid: name, colors, system, symbols)")
    }
    return Theme(name: name, colors: colors, system: system, symbols: symbols)
  }

  private static func colorTable(
    _ mapping: Node.Mapping, key: String, required: [String], file: String
  ) throws -> [String: TerminalColor] {
    guard let node = mapping[key] else {
      throw ThemeError(file: file, line: nil, key: key, message: "missing")
    }
    guard let table = node.mapping else {
      throw ThemeError(file: file, line: line(node), key: key, message: "expected a mapping")
    }
    var result: [String: TerminalColor] = [:]
    for (nameNode, valueNode) in table {
      let name = nameNode.string ?? "?"
      guard required.contains(name) else {
        throw ThemeError(
          file: file, line: line(nameNode), key: "\(key).\(name)",
          message: "unknown name (valid: \(required.joined(separator: ", ")))")
      }
      guard let text = valueNode.string, let color = parseColor(text) else {
        throw ThemeError(
          file: file, line: line(valueNode), key: "\(key).\(name)",
          message:
            "expected a colour like \"#RRGGBB\" or \"default\", got '\(valueNode.string ?? "?")'")
      }
      result[name] = color
    }
    for name in required where result[name] == nil {
      throw ThemeError(file: file, line: line(node), key: "\(key).\(name)", message: "missing")
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
