import Foundation
import SpacesKit

/// The widget gallery's "Smart Stack", listed first on the Home Screen as iOS's gallery lists
/// it: a stack in small, medium or large, built from the hosted apps' widgets of that family.
///
/// iOS fills a new stack with widgets it suggests; here the rule is plain: every hosted widget
/// kind that supports the family, in the gallery's order (apps in bundle order, each app's
/// kinds in its bundle's order), at most ten (iOS's limit), each with its default
/// configuration. A family with fewer than two such kinds offers no stack.
extension WidgetGalleryState {
  /// The kind the gallery's Smart Stack entry goes by (no app's widget: Apple's own).
  package static let smartStackKind = "com.apple.widgets.SmartStack"
  /// The most widgets a Smart Stack holds, as on iOS.
  package static let stackLimit = 10
  /// The families a Smart Stack comes in, as iOS's gallery offers them.
  package static let stackFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
  /// What the gallery says about the Smart Stack.
  package static let smartStackDescription =
    "Widgets in one slot, the most relevant on top."

  /// The kinds a new Smart Stack of a family holds (see the type's rule).
  package static func stackKinds(in catalog: [WidgetKindInfo], family: WidgetFamily) -> [String] {
    var kinds: [String] = []
    for info in catalog where info.families.contains(family) && !kinds.contains(info.kind) {
      kinds.append(info.kind)
    }
    return Array(kinds.prefix(stackLimit))
  }

  /// The gallery's Smart Stack entry: the families with two or more kinds, each previewed with
  /// the top widget's placeholder (`nil` when no family has two).
  static func smartStackListed(in catalog: [WidgetKindInfo]) -> Listed? {
    var families: [WidgetFamily] = []
    var placeholders: [WidgetFamily: ViewNode] = [:]
    for family in stackFamilies {
      let kinds = stackKinds(in: catalog, family: family)
      guard kinds.count >= 2 else { continue }
      families.append(family)
      placeholders[family] = catalog.first { $0.kind == kinds[0] }?.placeholders[family]
    }
    guard !families.isEmpty else { return nil }
    let info = WidgetKindInfo(
      kind: smartStackKind, appName: "Smart Stack", displayName: "Smart Stack",
      description: smartStackDescription, families: families, placeholders: placeholders)
    return Listed(entry: Entry(kind: smartStackKind), info: info, families: families)
  }
}

extension WidgetGalleryState.Listed {
  /// Whether this is the gallery's Smart Stack entry.
  package var isSmartStack: Bool { entry.kind == WidgetGalleryState.smartStackKind }
}
