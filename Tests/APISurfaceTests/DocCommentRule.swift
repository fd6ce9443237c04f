import Foundation

/// The house rule for a public declaration's doc comment: it exists and starts with a one-line
/// summary, as DocC shows it in lists and Quick Help.
///
/// Nothing is exempt: protocol witnesses, underscored implementation details and extension
/// members are documented like anything else (a witness's comment may be one line saying what
/// it does for this type). A case declaration naming several cases (`case top, center, bottom`)
/// is documented by its one comment, which the compiler attaches to each case.
enum DocCommentRule {
  /// What is wrong with a declaration's doc comment, or `nil` when it follows the rule.
  static func problem(with declaration: PublicDeclaration) -> String? {
    guard let first = declaration.docLines.first else {
      return "no doc comment (`///`, a one-line summary first)"
    }
    let summary = first.trimmingCharacters(in: .whitespaces)
    if summary.isEmpty { return "the doc comment starts with a blank line, not a summary" }
    for marker in ["- ", "#", "```", "@", "|", ">"] where summary.hasPrefix(marker) {
      return "the doc comment starts with \"\(marker)\", not a summary sentence"
    }
    if summary.count < 8 || !summary.contains(" ") {
      return "the summary \"\(summary)\" is too short to say what it is"
    }
    return nil
  }

  /// Whether the summary paragraph continues onto a second line (DocC then shows both lines
  /// as the abstract).
  static func hasMultiLineSummary(_ declaration: PublicDeclaration) -> Bool {
    guard declaration.docLines.count > 1 else { return false }
    let second = declaration.docLines[1].trimmingCharacters(in: .whitespaces)
    return !second.isEmpty && !second.hasPrefix("- ") && !second.hasPrefix("```")
  }
}
