import Foundation
import SpacesKit

/// The widget gallery, as presented over the Home Screen or the Lock Screen in edit mode: where
/// the chosen widget goes, the search text, the highlighted entry, the family paged to, and the
/// previews loaded so far.
///
/// It lists every widget kind of every hosted app, grouped by app (in the order the apps
/// declare them), each followed by its provider's recommended configurations as preconfigured
/// entries ("Weather — Paris"); only kinds with a family that fits the target are listed. On
/// the Home Screen a "Smart Stack" comes first (see `smartStackListed(in:)`).
package struct WidgetGalleryState: Equatable, Sendable {
  /// Where the chosen widget goes.
  package enum Target: Equatable, Sendable {
    /// The Home Screen's grid, after a widget (first when `nil`); system families.
    case homeScreen(after: WidgetID?)
    /// The Lock Screen: the date line and the row under the clock, after an accessory widget
    /// (first when `nil`); accessory families.
    case lockScreen(after: WidgetID?)

    /// Whether a family can go there.
    package func admits(_ family: WidgetFamily) -> Bool {
      switch self {
      case .homeScreen: family.isSystem
      case .lockScreen: !family.isSystem
      }
    }

    /// The gallery's title.
    package var title: String {
      switch self {
      case .homeScreen: "Add a widget to the Home Screen"
      case .lockScreen: "Add a widget to the Lock Screen"
      }
    }
  }

  /// One listed entry: a kind, or one of its provider's recommendations (by index).
  package struct Entry: Hashable, Sendable {
    package var kind: String
    package var recommendation: Int?
    package init(kind: String, recommendation: Int? = nil) {
      self.kind = kind
      self.recommendation = recommendation
    }
  }

  /// A listed entry with what the gallery shows of it.
  package struct Listed: Equatable, Sendable {
    package var entry: Entry
    package var info: WidgetKindInfo
    /// The families that fit the target, in the widget's order.
    package var families: [WidgetFamily]
    /// The recommendation's description ("Paris"), for a recommended entry.
    package var recommendation: WidgetRecommendation?

    /// The name shown: the display name, with the recommendation's description after a dash.
    package var title: String {
      recommendation.map { "\(info.displayName) \u{2014} \($0.description)" } ?? info.displayName
    }
  }

  /// A preview's key: an entry in a family.
  package struct PreviewKey: Hashable, Sendable {
    package var entry: Entry
    package var family: WidgetFamily
    package init(entry: Entry, family: WidgetFamily) {
      self.entry = entry
      self.family = family
    }
  }

  /// Where a preview stands.
  package enum Preview: Equatable, Sendable {
    /// The snapshot is asked for (the placeholder shows meanwhile).
    case loading
    /// The provider's snapshot, drawn.
    case snapshot(ViewNode)
    /// The snapshot failed or took too long (the placeholder shows, with the reason).
    case failed(String)
  }

  /// Where the chosen widget goes.
  package var target: Target
  /// The search text: entries whose name, app name or description contain it (case and
  /// diacritics ignored) are listed.
  package var search = TextFieldState()
  /// The highlighted entry (`nil`: the first listed).
  package var selected: Entry?
  /// The family paged to among the highlighted entry's (`←` `→`), by index.
  package var familyIndex = 0
  /// The previews asked for so far.
  package var previews: [PreviewKey: Preview] = [:]

  package init(target: Target, selected: Entry? = nil) {
    self.target = target
    self.selected = selected
  }

  /// The entries listed for the search text, grouped by app in catalog order, each kind
  /// followed by its recommendations.
  package func listed(
    in catalog: [WidgetKindInfo], recommendations: [String: [WidgetRecommendation]]
  ) -> [Listed] {
    let query = search.text.trimmingCharacters(in: .whitespaces)
    func matches(_ texts: [String]) -> Bool {
      query.isEmpty
        || texts.contains {
          $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
    var apps: [String] = []
    for info in catalog where !apps.contains(info.appName) { apps.append(info.appName) }
    var result: [Listed] = []
    // The Smart Stack first, as iOS's gallery lists it.
    if case .homeScreen = target, let stack = Self.smartStackListed(in: catalog),
      matches([stack.info.displayName, stack.info.description ?? ""])
    {
      result.append(stack)
    }
    for app in apps {
      for info in catalog where info.appName == app {
        let families = info.families.filter(target.admits)
        guard !families.isEmpty else { continue }
        let texts = [info.displayName, info.appName, info.description ?? ""]
        if matches(texts) {
          result.append(
            Listed(entry: Entry(kind: info.kind), info: info, families: families))
        }
        for (index, recommendation) in (recommendations[info.kind] ?? []).enumerated()
        where matches(texts + [recommendation.description]) {
          result.append(
            Listed(
              entry: Entry(kind: info.kind, recommendation: index), info: info,
              families: families, recommendation: recommendation))
        }
      }
    }
    return result
  }

  /// The highlighted entry among the listed ones (the first when the highlight isn't listed).
  package func selectedListed(in listed: [Listed]) -> Listed? {
    listed.first { $0.entry == selected } ?? listed.first
  }

  /// The family paged to for a listed entry.
  package func family(of listed: Listed) -> WidgetFamily? {
    guard !listed.families.isEmpty else { return nil }
    return listed.families[min(max(0, familyIndex), listed.families.count - 1)]
  }

  /// What a key does to the gallery.
  package enum KeyResult: Equatable, Sendable {
    /// The gallery changed (the highlight moved, the family paged, the search text changed).
    case edited(WidgetGalleryState)
    /// The user chose an entry in a family.
    case choose(Listed, WidgetFamily)
    /// The user closed the gallery.
    case close
    /// The key means nothing here.
    case ignored
  }

  /// Handles a key: ↑↓ and Tab move the highlight, ←→ page through its families, Enter adds,
  /// Escape closes, and every printable key types into the search field.
  package func handle(_ key: KeyEvent, listed: [Listed]) -> KeyResult {
    let current = selectedListed(in: listed)
    var next = self
    switch key {
    case .escape:
      return .close
    case .enter:
      guard let current, let family = family(of: current) else { return .ignored }
      return .choose(current, family)
    case .up, .backTab, .down, .tab, .pageUp, .pageDown, .home, .end:
      guard let current, let index = listed.firstIndex(where: { $0.entry == current.entry })
      else { return .ignored }
      let target: Int
      switch key {
      case .up, .backTab: target = (index - 1 + listed.count) % listed.count
      case .down, .tab: target = (index + 1) % listed.count
      case .pageUp, .home: target = 0
      default: target = listed.count - 1
      }
      next.selected = listed[target].entry
      next.familyIndex = 0
    case .left, .right:
      guard let current, current.families.count > 1 else { return .ignored }
      let count = current.families.count
      let index = min(max(0, familyIndex), count - 1)
      next.familyIndex = (index + (key == .left ? count - 1 : 1)) % count
    case .character(let c):
      _ = next.search.insert(String(c))
      next.selected = nil
      next.familyIndex = 0
    case .backspace:
      next.search.deleteBackward()
      next.selected = nil
      next.familyIndex = 0
    case .delete:
      next.search.deleteForward()
      next.selected = nil
      next.familyIndex = 0
    default:
      return .ignored
    }
    return next == self ? .ignored : .edited(next)
  }

  /// The keys the gallery names, for its hint line.
  package static let hint = "↑↓ choose  ←→ size  Enter add  type to search  Esc close"
}
