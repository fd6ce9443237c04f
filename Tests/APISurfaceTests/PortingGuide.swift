import Foundation

/// The porting guide (`Docs/Porting.md`) as a test reads it: the symbols its tables list, each
/// under a framework (`## WidgetKit`) and a status (`### Supported`, `### Missing`, …).
///
/// A table row's symbols are the code spans of its first cell (`` `View.padding(_:_:)` ``,
/// `` `@Parameter` ``, `` `#Preview` ``); other cells are prose.
struct PortingGuide {
  /// What a table says about its symbols.
  enum Status: String, CaseIterable, Sendable {
    /// SpacesKit declares it with Apple's shape and behaviour.
    case supported = "Supported"
    /// SpacesKit declares it, and a terminal draws or runs it differently.
    case different = "Different in a terminal"
    /// SpacesKit accepts it and logs "not supported yet" when it is used.
    case notSupportedYet = "Accepted, not supported yet"
    /// Apple declares it and SpacesKit doesn't: code using it doesn't compile.
    case missing = "Missing"

    /// Whether SpacesKit must declare the symbol.
    var isDeclared: Bool { self != .missing }
  }

  /// One symbol the guide names in a table.
  struct Entry: Hashable, Sendable, CustomStringConvertible {
    /// As written, without backticks (`@Parameter`, `View.padding(_:_:)`).
    var symbol: String
    /// The `##` heading it is under.
    var framework: String
    /// The `###` heading's status.
    var status: Status
    /// The guide's line.
    var line: Int

    /// The declaration name to look for: `@` (property wrappers) and `#` (macros) dropped.
    var declarationName: String {
      symbol.hasPrefix("@") || symbol.hasPrefix("#") ? String(symbol.dropFirst()) : symbol
    }

    var description: String {
      "Docs/Porting.md:\(line): `\(symbol)` (\(framework), \(status.rawValue))"
    }
  }

  /// A line the guide couldn't read: a table under no status heading, a heading that names no
  /// status, a row with no symbol.
  struct FormatError: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "Docs/Porting.md:\(line): \(message)" }
  }

  /// Every symbol in the guide's tables, in order.
  var entries: [Entry]

  /// The guide's location in the package.
  static let url = APISurface.packageRoot.appendingPathComponent("Docs/Porting.md")

  /// Reads the guide's text. Headings other than `##` and `###` and every line outside a table
  /// are prose; under a `###` heading that names no status, tables are not allowed.
  init(markdown: String) throws {
    var framework: String?
    var status: Status?
    var isInFence = false
    entries = []
    for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      let number = index + 1
      if line.hasPrefix("```") { isInFence.toggle() }
      if isInFence { continue }
      if line.hasPrefix("## ") {
        framework = String(line.dropFirst(3))
        status = nil
      } else if line.hasPrefix("### ") {
        let heading = String(line.dropFirst(4))
        status = Status.allCases.first { heading.hasPrefix($0.rawValue) }
      } else if line.hasPrefix("|") {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        guard let firstCell = cells.first?.trimmingCharacters(in: .whitespaces) else { continue }
        if firstCell.allSatisfy({ $0 == "-" || $0 == ":" }) || firstCell == "Symbol" { continue }
        guard let framework, let status else {
          throw FormatError(
            line: number,
            message: "a table row outside a \"## Framework\" / \"### <status>\" section "
              + "(statuses: \(Status.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let symbols = Self.codeSpans(in: firstCell)
        if symbols.isEmpty {
          throw FormatError(
            line: number, message: "a row whose first cell names no `symbol`: \(firstCell)")
        }
        for symbol in symbols {
          entries.append(Entry(symbol: symbol, framework: framework, status: status, line: number))
        }
      }
    }
  }

  /// Reads `Docs/Porting.md`.
  static func load() throws -> PortingGuide {
    try PortingGuide(markdown: String(contentsOf: url, encoding: .utf8))
  }

  /// The text between backticks in a cell, in order.
  static func codeSpans(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
      .filter { !$0.isEmpty }
  }
}
