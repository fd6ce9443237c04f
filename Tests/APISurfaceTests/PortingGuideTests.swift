import Foundation
import Testing

/// The porting guide (`Docs/Porting.md`) agrees with SpacesKit's public symbols, so it cannot
/// drift from what an app can write.
@Suite struct PortingGuideTests {
  let guide: PortingGuide
  let declarations: [PublicDeclaration]
  let index: PublicSymbolIndex

  init() throws {
    guide = try PortingGuide.load()
    declarations = try APISurface.declarations(ofModule: "SpacesKit")
    index = PublicSymbolIndex(declarations)
  }

  /// What the guide calls supported, different or accepted, SpacesKit declares publicly.
  @Test func everyListedSymbolExists() {
    for entry in guide.entries where entry.status.isDeclared {
      if !index.contains(entry.declarationName) {
        Issue.record(
          Comment(
            rawValue:
              "\(entry): SpacesKit declares no public `\(entry.declarationName)`; fix the name or "
              + "move the row to \"Missing\""))
      }
    }
  }

  /// What the guide calls missing, SpacesKit doesn't declare (else the row is stale).
  @Test func missingSymbolsAreReallyMissing() {
    for entry in guide.entries where entry.status == .missing {
      if index.contains(entry.declarationName) {
        Issue.record(
          Comment(
            rawValue:
              "\(entry): SpacesKit now declares `\(entry.declarationName)`; move the row to "
              + "\"Supported\" (or \"Different in a terminal\")"))
      }
    }
  }

  /// Every public type, protocol, function, type alias and macro at file scope has a row, so a
  /// new one can't be added without saying how it ports. Underscored names are implementation
  /// details DocC hides; they are not listed.
  @Test func everyTopLevelSymbolIsInTheGuide() {
    let listed = Set(guide.entries.filter(\.status.isDeclared).map(\.declarationName))
    for declaration in declarations
    where declaration.isTopLevel && !declaration.isUnderscored && declaration.kind != .variable {
      let name = declaration.qualifiedName
      if !listed.contains(name) && !listed.contains(PublicSymbolIndex.withoutLabels(name)) {
        Issue.record(
          Comment(
            rawValue:
              "\(declaration): not in Docs/Porting.md; add a row for `\(declaration.baseName)` under "
              + "its framework's \"Supported\" or \"Different in a terminal\" table"),
          sourceLocation: declaration.sourceLocation)
      }
    }
  }

  @Test func theGuideCoversEachFramework() {
    let frameworks = Set(guide.entries.map(\.framework))
    for framework in ["WidgetKit", "AppIntents", "SwiftUI", "ActivityKit"] {
      #expect(frameworks.contains { $0.hasPrefix(framework) }, "no \"## \(framework)\" tables")
      #expect(
        guide.entries.contains { $0.framework.hasPrefix(framework) && $0.status == .missing },
        "\(framework) lists nothing missing")
    }
  }

  @Test func theReadmeLinksTheGuide() throws {
    let readme = try String(
      contentsOf: APISurface.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("(Docs/Porting.md)"))
  }

  @Test func aGuideIsReadByFrameworkAndStatus() throws {
    let guide = try PortingGuide(
      markdown: """
        # Title
        | Symbol | Notes |
        ## WidgetKit
        ### Supported
        | Symbol | Notes |
        | --- | --- |
        | `Widget`, `@Parameter` | prose with `Code` |
        ### Missing
        | `WidgetBundle` | not yet |
        """.replacingOccurrences(of: "| Symbol | Notes |\n## W", with: "## W"))
    #expect(guide.entries.map(\.symbol) == ["Widget", "@Parameter", "WidgetBundle"])
    #expect(guide.entries.map(\.status) == [.supported, .supported, .missing])
    #expect(guide.entries.map(\.line) == [6, 6, 8])
    #expect(guide.entries[1].declarationName == "Parameter")
  }

  @Test func aTableOutsideAStatusSectionIsAnError() {
    #expect(throws: PortingGuide.FormatError.self) {
      try PortingGuide(markdown: "## WidgetKit\n### Notes\n| `Widget` | x |\n")
    }
  }
}
