import Foundation
import OrderedCollections
import SpacesKit

/// The controls gallery, as presented over a space: what it adds to, the search text and the
/// highlighted control kind.
///
/// It lists every control kind the hosted apps declare, grouped by app (in the order the apps
/// first declare one), each by its display name and description and drawn from its preview.
package struct GalleryState: Equatable, Sendable {
  /// Where the chosen control goes.
  package typealias Target = ControlPlace

  /// Where the chosen control goes.
  package var target: Target
  /// The search text: kinds whose display name, app name or description contain it (case
  /// and diacritics ignored) are listed.
  package var search = TextFieldState()
  /// The highlighted kind (`nil`: the first listed).
  package var selectedKind: String?

  package init(target: Target, selectedKind: String? = nil) {
    self.target = target
    self.selectedKind = selectedKind
  }

  /// The kinds listed for the search text, grouped by app in the order the apps first declare
  /// one, each app's kinds in bundle order.
  package func entries(in catalog: OrderedDictionary<String, ControlKindInfo>) -> [ControlKindInfo]
  {
    let query = search.text.trimmingCharacters(in: .whitespaces)
    let matching = catalog.values.filter { info in
      guard !query.isEmpty else { return true }
      return [info.displayName, info.appName, info.description ?? ""].contains {
        $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
    var apps: [String] = []
    for info in matching where !apps.contains(info.appName) { apps.append(info.appName) }
    return apps.flatMap { app in matching.filter { $0.appName == app } }
  }

  /// An App Shortcut the Action button's gallery lists, with its SF Symbol.
  package struct ShortcutEntry: Equatable, Sendable {
    package var shortcut: ActionButtonShortcut
    package var systemImageName: String?
  }

  /// The App Shortcuts listed for the search text: every app's (by short title and app) when
  /// the gallery chooses for the Action button, none otherwise.
  package func shortcuts(in sources: [AppShortcutsSource]) -> [ShortcutEntry] {
    guard target == .actionButton else { return [] }
    let query = search.text.trimmingCharacters(in: .whitespaces)
    return sources.flatMap { source in
      source.shortcuts.map {
        ShortcutEntry(
          shortcut: ActionButtonShortcut(app: source.app, title: $0.title),
          systemImageName: $0.systemImageName)
      }
    }.filter { entry in
      query.isEmpty
        || [entry.shortcut.title, entry.shortcut.app, "shortcut"].contains {
          $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
  }

  /// The system sliders listed for the search text (by name, "System" or "slider"): those the
  /// dashboard hosts, when the gallery adds to Control Center; none otherwise.
  package func sliders(_ hosted: [SystemSlider]) -> [SystemSlider] {
    guard case .controlCenter = target else { return [] }
    let query = search.text.trimmingCharacters(in: .whitespaces)
    return hosted.filter { slider in
      query.isEmpty
        || [slider.title, "System", "slider"].contains {
          $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
  }

  /// Every listed key in order: the control kinds, then the sliders' and the shortcuts'
  /// gallery keys.
  package func keys(
    in catalog: OrderedDictionary<String, ControlKindInfo>, shortcuts sources: [AppShortcutsSource],
    sliders hosted: [SystemSlider] = []
  ) -> [String] {
    entries(in: catalog).map(\.kind) + sliders(hosted).map(\.galleryKey)
      + shortcuts(in: sources).map(\.shortcut.galleryKey)
  }

  /// The highlighted key among everything listed (the first when the highlight isn't listed).
  package func selectedKey(
    in catalog: OrderedDictionary<String, ControlKindInfo>, shortcuts sources: [AppShortcutsSource],
    sliders hosted: [SystemSlider] = []
  ) -> String? {
    let listed = keys(in: catalog, shortcuts: sources, sliders: hosted)
    return listed.first { $0 == selectedKind } ?? listed.first
  }

  /// The highlighted entry's index among `entries` (the first when the kind isn't listed).
  package func selectedIndex(in entries: [ControlKindInfo]) -> Int? {
    guard !entries.isEmpty else { return nil }
    return entries.firstIndex { $0.kind == selectedKind } ?? 0
  }

  /// How a listed kind stands with the target.
  package enum EntryMark: Equatable, Sendable {
    /// Its unconfigured control is in Control Center already (it isn't added twice).
    case added
    /// The Lock Screen slot or the Action button holds it now.
    case current
  }

  /// How a kind stands with the target, if it is marked.
  package func mark(of kind: String, in state: DashboardState) -> EntryMark? {
    if let slider = SystemSlider(galleryKey: kind) {
      return state.controls.systemSliders.contains(slider) ? .added : nil
    }
    if let shortcut = ActionButtonShortcut(galleryKey: kind) {
      return target == .actionButton && state.actionButton.shortcut == shortcut ? .current : nil
    }
    switch target {
    case .controlCenter:
      let id = state.controls.id(for: ControlInstanceKey(kind: kind))
      return state.controls[id]?.isInControlCenter == true ? .added : nil
    case .lockScreenSlot, .actionButton:
      return state.controls.occupant(of: target)?.kind == kind ? .current : nil
    }
  }

  /// What a key does to the gallery.
  package enum KeyResult: Equatable, Sendable {
    /// The gallery changed (the highlight moved, the search text changed).
    case edited(GalleryState)
    /// The user chose a kind.
    case choose(String)
    /// The user closed the gallery.
    case close
    /// The key means nothing here.
    case ignored
  }

  /// Handles a key: arrows and Tab move the highlight, Enter chooses, Escape closes, and every
  /// printable key types into the search field (so "q" is a letter here).
  package func handle(
    _ key: KeyEvent, catalog: OrderedDictionary<String, ControlKindInfo>,
    shortcuts: [AppShortcutsSource] = [], sliders: [SystemSlider] = []
  ) -> KeyResult {
    let listed = keys(in: catalog, shortcuts: shortcuts, sliders: sliders)
    let selected = selectedKey(in: catalog, shortcuts: shortcuts, sliders: sliders)
    var next = self
    switch key {
    case .escape:
      return .close
    case .enter:
      guard let selected else { return .ignored }
      return .choose(selected)
    case .up, .backTab, .down, .tab, .pageUp, .pageDown, .home, .end:
      guard let index = listed.firstIndex(where: { $0 == selected }) else { return .ignored }
      let target: Int
      switch key {
      case .up, .backTab: target = (index - 1 + listed.count) % listed.count
      case .down, .tab: target = (index + 1) % listed.count
      case .pageUp, .home: target = 0
      default: target = listed.count - 1
      }
      next.selectedKind = listed[target]
    case .character(let c):
      _ = next.search.insert(String(c))
      next.selectedKind = nil
    case .backspace:
      next.search.deleteBackward()
      next.selectedKind = nil
    case .delete:
      next.search.deleteForward()
      next.selectedKind = nil
    case .left:
      next.search.moveLeft()
    case .right:
      next.search.moveRight()
    default:
      return .ignored
    }
    return next == self ? .ignored : .edited(next)
  }

  /// The keys the gallery names, for its hint line.
  package var hint: String {
    switch target {
    case .controlCenter: "↑↓ choose  Enter add  type to search  Esc close"
    case .lockScreenSlot, .actionButton: "↑↓ choose  Enter assign  type to search  Esc close"
    }
  }
}
