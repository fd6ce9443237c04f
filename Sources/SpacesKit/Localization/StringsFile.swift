import Foundation

/// A strings table in the older `.strings` format (`"key" = "value";`), one language per file,
/// the language named by the `.lproj` folder it is in (`fr.lproj/AppShortcuts.strings`).
///
/// Read by hand rather than with `PropertyListSerialization`, which on Linux writes its parse
/// errors to standard error (over the dashboard's screen).
package enum StringsFile {
  /// The catalog a `.strings` file is: its table (the file name), its one language (the `.lproj`
  /// folder's name; the source language "en" for `Base.lproj` or no folder) and its keys. A file
  /// that can't be read or parsed throws, naming the file and the line.
  package static func load(_ url: URL) throws -> StringCatalog {
    let name = url.lastPathComponent
    let data: Data
    do { data = try Data(contentsOf: url) } catch {
      throw StringCatalogError(message: "\(name): unreadable (\(error.localizedDescription))")
    }
    let folder = url.deletingLastPathComponent().lastPathComponent
    var language = "en"
    if folder.hasSuffix(".lproj"), folder != "Base.lproj" {
      language = StringTables.normalized(String(folder.dropLast(".lproj".count)))
    }
    let table = url.deletingPathExtension().lastPathComponent
    let values = try parse(data, file: folder.hasSuffix(".lproj") ? "\(folder)/\(name)" : name)
    return StringCatalog(
      table: table, sourceLanguage: "en",
      translations: values.mapValues { [language: $0] })
  }

  /// The key–value pairs of a `.strings` file's text (UTF-8, or UTF-16 with a byte order
  /// mark); comments (`/* */`, `//`) skipped, unquoted keys and values allowed, escapes
  /// (`\"`, `\\`, `\n`, `\t`, `\U00E9`) read.
  package static func parse(_ data: Data, file: String) throws -> [String: String] {
    let text: String
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      guard let decoded = String(data: data, encoding: .utf16) else {
        throw StringCatalogError(message: "\(file): not UTF-16 text")
      }
      text = decoded
    } else {
      guard let decoded = String(data: data, encoding: .utf8) else {
        throw StringCatalogError(message: "\(file): not UTF-8 text")
      }
      text = decoded
    }
    var scanner = StringsScanner(Array(text.unicodeScalars), file: file)
    var values: [String: String] = [:]
    while try scanner.skipSpaceAndComments() {
      let key = try scanner.token()
      try scanner.expect("=")
      let value = try scanner.token()
      try scanner.expect(";")
      values[key] = value
    }
    return values
  }
}

/// Reads the tokens of a `.strings` file, counting lines for its errors.
private struct StringsScanner {
  let scalars: [Unicode.Scalar]
  let file: String
  var index = 0
  var line = 1

  init(_ scalars: [Unicode.Scalar], file: String) {
    self.scalars = scalars
    self.file = file
  }

  func error(_ message: String) -> StringCatalogError {
    StringCatalogError(message: "\(file): line \(line): \(message)")
  }

  /// Skips white space and comments; whether anything is left.
  mutating func skipSpaceAndComments() throws -> Bool {
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        line += 1
        index += 1
      } else if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
        index += 1
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        index += 2
        while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
          if scalars[index] == "\n" { line += 1 }
          index += 1
        }
        guard index + 1 < scalars.count else { throw error("unterminated comment") }
        index += 2
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else {
        return true
      }
    }
    return false
  }

  /// Expects a punctuation mark (after space and comments); a missing one is reported on the
  /// line of what came before it.
  mutating func expect(_ mark: Unicode.Scalar) throws {
    let before = line
    guard try skipSpaceAndComments(), scalars[index] == mark else {
      line = before
      throw error("expected \u{201C}\(mark)\u{201D}")
    }
    index += 1
  }

  /// A quoted string or an unquoted word (after space and comments).
  mutating func token() throws -> String {
    guard try skipSpaceAndComments() else { throw error("unexpected end of file") }
    guard scalars[index] == "\"" else {
      var word = String.UnicodeScalarView()
      while index < scalars.count,
        scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
          || "_.-$:/".unicodeScalars.contains(scalars[index])
      {
        word.append(scalars[index])
        index += 1
      }
      guard !word.isEmpty else { throw error("expected a quoted string") }
      return String(word)
    }
    index += 1
    var value = String.UnicodeScalarView()
    while index < scalars.count, scalars[index] != "\"" {
      var scalar = scalars[index]
      if scalar == "\n" { line += 1 }
      if scalar == "\\", index + 1 < scalars.count {
        index += 1
        scalar = try escaped()
      }
      value.append(scalar)
      index += 1
    }
    guard index < scalars.count else { throw error("unterminated string") }
    index += 1
    return String(value)
  }

  /// The scalar an escape stands for (at the character after the backslash).
  private mutating func escaped() throws -> Unicode.Scalar {
    switch scalars[index] {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "U", "u":
      let digits = scalars[(index + 1)..<min(index + 5, scalars.count)]
      guard digits.count == 4,
        let code = UInt32(String(String.UnicodeScalarView(digits)), radix: 16),
        let scalar = Unicode.Scalar(code)
      else { throw error("bad \\U escape") }
      index += 4
      return scalar
    default: return scalars[index]
    }
  }
}
