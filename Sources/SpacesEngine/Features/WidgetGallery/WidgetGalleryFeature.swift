import Foundation
import SpacesKit

/// Widgets added, removed and moved as on a phone: in edit mode on the Home Screen (and the
/// Lock Screen), `a` opens the widget gallery — every widget kind of every app with its
/// previews from the provider's snapshot (`context.isPreview`) — Enter adds the highlighted
/// kind in the family paged to after the focused widget, `x` removes the focused widget and
/// `<` `>` move it. The placed widgets are saved in `layout.json` and placed again at start.
package enum WidgetGalleryFeature: Feature {
  /// The gallery, the widget kinds it lists, and the widgets the layout file held.
  package struct State: FeatureState {
    /// Every widget kind the hosted apps declare, in bundle order.
    package var catalog: [WidgetKindInfo] = []
    /// The gallery, while it is presented.
    package var gallery: WidgetGalleryState?
    /// The widgets `layout.json` held at start (`nil`: it held none, so the apps' defaults
    /// are placed).
    package var restored: [SavedWidget]?
    /// The Smart Stacks `layout.json` held at start (by index into `restored`).
    package var restoredStacks: [SavedStack]?
    /// Saved widgets of kinds no hosted app declares, kept so that nothing is lost.
    package var setAside: [SavedWidget] = []
    /// Whether the start's widgets are placed (before, the layout file keeps what it held).
    package var placed = false
    /// Whether the catalog's placeholders were asked for: they are made when the gallery first
    /// opens, not at start (every kind's placeholder in every family is a view resolved per
    /// family, which a process that never opens the gallery doesn't need).
    package var placeholdersRequested = false
    /// The focused Lock Screen accessory widget in edit mode (an index into
    /// `WidgetsFeature.State.lockScreen`; `nil`: the control slots have the focus).
    package var lockFocus: Int?

    package init() {}
  }

  /// What happens to the gallery and the placed widgets.
  package enum Action: Equatable, Sendable {
    /// The widget kinds the hosted apps declare.
    case installed([WidgetKindInfo])
    /// What `layout.json` held (`nil`: no widgets key).
    case restore([SavedWidget]?)
    /// The Smart Stacks `layout.json` held (`nil`: no stacks key).
    case restoreStacks([SavedStack]?)
    /// The saved widgets' configurations were decoded: place them (and log the problems).
    case restoredDecoded([SavedWidget.Restored], setAside: [SavedWidget], problems: [String])
    /// The start's widgets are placed (saved kinds no app declares set aside); nothing is saved.
    case placedAtStart(setAside: [SavedWidget])
    /// Open the gallery for a target.
    case open(WidgetGalleryState.Target)
    /// A key while the gallery is on top.
    case key(KeyEvent)
    /// Close the gallery.
    case close
    /// The catalog's placeholders, by kind and family, made when the gallery first opened.
    case placeholdersLoaded([String: [WidgetFamily: ViewNode]])
    /// A preview's snapshot came.
    case previewLoaded(WidgetGalleryState.PreviewKey, ViewNode)
    /// A preview's snapshot failed.
    case previewFailed(WidgetGalleryState.PreviewKey, String)
    /// A widget was added from the gallery (the last placed): put it after a widget (first
    /// when `nil`).
    case added(after: WidgetID?)
    /// A Smart Stack was added from the gallery (the last made): put its slot after a widget
    /// (first when `nil`).
    case addedStack(after: WidgetID?)
    /// Remove a widget (edit mode's `x`).
    case remove(WidgetID)
    /// Move a widget earlier or later among its screen's widgets (edit mode's `<` `>`).
    case move(WidgetID, by: Int)
    /// Focus a Lock Screen accessory widget in edit mode (`nil`: back to the control slots).
    case focusLockScreen(Int?)
  }

  /// What the gallery waits for.
  package enum Deadline: Hashable, Sendable {
    /// A preview's snapshot takes too long: the placeholder stays, and the tile says so.
    case previewTimeout(WidgetGalleryState.PreviewKey)
  }

  /// What the engine does for the gallery.
  package enum Effect: Equatable, Sendable {
    /// Ask the provider for a snapshot with `context.isPreview` (comes back as
    /// `.previewLoaded` or `.previewFailed`).
    case loadPreview(WidgetGalleryState.PreviewKey, configuration: IntentBox?)
    /// Make every catalog kind's placeholder in each of its families (comes back as
    /// `.placeholdersLoaded`).
    case loadPlaceholders
    /// Place the saved widgets, in order.
    case placeRestored([SavedWidget.Restored], setAside: [SavedWidget])
    /// Stop a snapshot that took too long.
    case cancelPreview(WidgetGalleryState.PreviewKey)
    /// Place a widget of a kind in a family (with a configuration, else the kind's default),
    /// after a widget; comes back as `.added`.
    case add(kind: String, family: WidgetFamily, configuration: IntentBox?, after: WidgetID?)
    /// Place a Smart Stack of kinds in a family after a widget; comes back as `.addedStack`.
    case addStack(kinds: [String], family: WidgetFamily, after: WidgetID?)
  }

  /// How long a preview's snapshot may take before the gallery gives up on it.
  package static let previewTimeout: TimeInterval = 2

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    let dashboard = context.dashboard
    switch action {
    case .installed(let catalog):
      state.catalog = catalog
    case .restore(let saved):
      state.restored = saved
    case .restoreStacks(let stacks):
      state.restoredStacks = stacks
    case .restoredDecoded(let widgets, let setAside, let problems):
      for problem in problems { context.log(.warning(problem)) }
      context.run(.widgetGallery(.placeRestored(widgets, setAside: setAside)))
    case .placedAtStart(let setAside):
      // Nothing changed: the file keeps what it holds until the user adds, removes or moves one.
      state.placed = true
      state.setAside = setAside
    case .open(let target):
      state.gallery = WidgetGalleryState(target: target)
      if !state.placeholdersRequested {
        state.placeholdersRequested = true
        context.run(.widgetGallery(.loadPlaceholders))
      }
      context.send(.navigation(.present(.widgetGallery)))
      requestSelectedPreview(&state, context: &context)
    case .key(let key):
      guard let gallery = state.gallery else { return }
      let listed = gallery.listed(
        in: state.catalog, recommendations: dashboard.widgetRecommendations.byKind)
      switch gallery.handle(key, listed: listed) {
      case .edited(let next):
        state.gallery = next
        requestSelectedPreview(&state, context: &context)
      case .choose(let entry, let family):
        if let refusal = refusal(adding: family, to: gallery.target, widgets: dashboard.widgets) {
          context.toast(refusal, .error)
          return
        }
        close(&state, context: &context)
        if entry.isSmartStack {
          let kinds = WidgetGalleryState.stackKinds(in: state.catalog, family: family)
          context.run(
            .widgetGallery(.addStack(kinds: kinds, family: family, after: after(gallery.target))))
          return
        }
        context.run(
          .widgetGallery(
            .add(
              kind: entry.info.kind, family: family,
              configuration: entry.recommendation?.configuration,
              after: after(gallery.target))))
      case .close:
        close(&state, context: &context)
      case .ignored:
        break
      }
    case .close:
      close(&state, context: &context)
    case .placeholdersLoaded(let placeholders):
      for index in state.catalog.indices {
        state.catalog[index].placeholders = placeholders[state.catalog[index].kind] ?? [:]
      }
    case .previewLoaded(let key, let view):
      context.cancel(.widgetGallery(.previewTimeout(key)))
      guard state.gallery?.previews[key] == .loading else { return }
      state.gallery?.previews[key] = .snapshot(view)
    case .previewFailed(let key, let reason):
      context.cancel(.widgetGallery(.previewTimeout(key)))
      guard state.gallery?.previews[key] == .loading else { return }
      state.gallery?.previews[key] = .failed(reason)
    case .added(let after):
      // The widgets feature numbers widgets in placement order: the newest is the last number.
      let id = WidgetID(dashboard.widgets.nextID - 1)
      guard let added = dashboard.widgets.instances[id] else { return }
      var order = Array(dashboard.widgets.instances.keys.filter { $0 != id })
      // With nothing focused: first on the Home Screen, last on the Lock Screen.
      let index =
        after.flatMap { order.firstIndex(of: $0).map { $0 + 1 } }
        ?? (added.family.isSystem ? 0 : order.count)
      order.insert(id, at: min(index, order.count))
      context.send(.widgets(.reorder(order)))
      focus(id, in: dashboard, order: order, context: &context)
      let lock = order.filter {
        dashboard.widgets.instances[$0].map { !$0.family.isSystem } ?? false
      }
      if let index = lock.firstIndex(of: id) { state.lockFocus = index }
      context.send(.layout(.save))
    case .addedStack(let after):
      addedStack(after: after, dashboard: dashboard, context: &context)
    case .focusLockScreen(let index):
      state.lockFocus = index.map { max(0, $0) }
    case .remove(let id):
      let wasLock = dashboard.widgets.instances[id].map { !$0.family.isSystem } ?? false
      // A Smart Stack goes as a whole, as iOS's "Remove Stack".
      let stack = dashboard.widgets.stackIndex(containing: id).map {
        dashboard.widgets.stacks[$0].members
      }
      for member in stack ?? [id] { context.send(.widgets(.remove(member))) }
      context.send(.layout(.save))
      if wasLock, let focus = state.lockFocus {
        state.lockFocus = max(0, min(focus, dashboard.widgets.lockScreen.count - 2))
      }
    case .move(let id, let step):
      guard let widget = dashboard.widgets.instances[id] else { return }
      if widget.family.isSystem {
        return moveSlot(of: id, by: step, dashboard: dashboard, context: &context)
      }
      // Among the widgets of its screen (system families on the Home Screen, accessory ones
      // on the Lock Screen); the others keep their places.
      var order = Array(dashboard.widgets.instances.keys)
      let peers = order.filter {
        dashboard.widgets.instances[$0]?.family.isSystem == widget.family.isSystem
      }
      guard let position = peers.firstIndex(of: id) else { return }
      let target = position + step
      guard peers.indices.contains(target) else { return }
      let (from, to) = (order.firstIndex(of: id)!, order.firstIndex(of: peers[target])!)
      order.swapAt(from, to)
      context.send(.widgets(.reorder(order)))
      focus(id, in: dashboard, order: order, context: &context)
      context.send(.layout(.save))
    }
  }

  /// A preview took too long: the placeholder stays, and the tile says so.
  package static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .previewTimeout(let key):
      guard state.gallery?.previews[key] == .loading else { return }
      state.gallery?.previews[key] = .failed(
        "no snapshot in \(Int(previewTimeout)) s: the placeholder shows")
      context.run(.widgetGallery(.cancelPreview(key)))
    }
  }

  /// Asks for the highlighted entry's preview in the family paged to, once.
  private static func requestSelectedPreview(_ state: inout State, context: inout ReduceContext) {
    guard let gallery = state.gallery else { return }
    let listed = gallery.listed(
      in: state.catalog, recommendations: context.dashboard.widgetRecommendations.byKind)
    // The Smart Stack shows its top widget's placeholder, with the stack's dots.
    guard let entry = gallery.selectedListed(in: listed), !entry.isSmartStack,
      let family = gallery.family(of: entry)
    else { return }
    let key = WidgetGalleryState.PreviewKey(entry: entry.entry, family: family)
    guard gallery.previews[key] == nil else { return }
    state.gallery?.previews[key] = .loading
    context.run(
      .widgetGallery(.loadPreview(key, configuration: entry.recommendation?.configuration)))
    context.schedule(
      .widgetGallery(.previewTimeout(key)), at: context.now.addingTimeInterval(previewTimeout))
  }

  /// Why a family can't be added to a target now (`nil`: it can). The Lock Screen holds one
  /// inline widget in the date line and four circular units under the clock (a rectangular
  /// widget takes two), as iOS.
  static func refusal(
    adding family: WidgetFamily, to target: WidgetGalleryState.Target,
    widgets: WidgetsFeature.State
  ) -> String? {
    guard case .lockScreen = target else { return nil }
    let placed = widgets.lockScreen
    if family == .accessoryInline {
      return placed.contains { $0.family == .accessoryInline }
        ? "No room in the date line: remove its widget first" : nil
    }
    let used = placed.reduce(0) { $0 + lockScreenUnits($1.family) }
    return used + lockScreenUnits(family) > 4
      ? "No room under the clock: remove a widget first" : nil
  }

  /// The circular-slot units an accessory family takes under the clock.
  static func lockScreenUnits(_ family: WidgetFamily) -> Int {
    switch family {
    case .accessoryRectangular: 2
    case .accessoryCircular: 1
    default: 0
    }
  }

  /// Where the gallery adds after.
  private static func after(_ target: WidgetGalleryState.Target) -> WidgetID? {
    switch target {
    case .homeScreen(let after), .lockScreen(let after): after
    }
  }

  /// Focuses a Home Screen widget by identifier in a new order.
  private static func focus(
    _ id: WidgetID, in dashboard: DashboardState, order: [WidgetID], context: inout ReduceContext
  ) {
    // By slot: a Smart Stack's widgets share one.
    let home = slots(order, in: dashboard)
    guard let index = home.firstIndex(where: { $0.contains(id) }) else { return }
    context.send(.widgets(.focus(index, element: 0)))
  }

  private static func close(_ state: inout State, context: inout ReduceContext) {
    guard let gallery = state.gallery else { return }
    for (key, preview) in gallery.previews where preview == .loading {
      context.cancel(.widgetGallery(.previewTimeout(key)))
      context.run(.widgetGallery(.cancelPreview(key)))
    }
    state.gallery = nil
    context.send(.navigation(.dismiss(.widgetGallery)))
  }
}

extension DashboardAction {
  /// A widget gallery action.
  package static func widgetGallery(_ action: WidgetGalleryFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// A widget gallery deadline.
  package static func widgetGallery(_ deadline: WidgetGalleryFeature.Deadline) -> Self {
    Self(deadline)
  }
}

extension Effect {
  /// A widget gallery effect.
  package static func widgetGallery(_ effect: WidgetGalleryFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}
