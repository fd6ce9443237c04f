import Foundation
import SpacesKit

/// The timeline preview: opens over the Home Screen on the focused widget (or by kind), asks
/// the runtime for the entries (the kind's `#Preview` timeline if the app declares one, else
/// the widget's provider for its configuration), and steps through them with `←` / `→`.
///
/// Each step changes the shown entry through `WidgetsFeature.showEntry`, the path the Home
/// Screen's entry changes take, so the same transitions play.
package enum TimelinePreviewFeature: Feature {
  /// The preview on show.
  package struct State: FeatureState {
    /// The preview, while it is presented.
    package var preview: TimelinePreviewState?

    package init() {}
  }

  /// What the preview does.
  package enum Action: Equatable, Sendable {
    /// Preview a Home Screen widget.
    case open(WidgetID)
    /// Preview a kind without a placed widget (its `#Preview`, else its provider in a
    /// family it supports).
    case openKind(String)
    /// The entries came back for a kind.
    case loaded(
      kind: String, TimelinePreviewState.Source, family: WidgetFamily, [ResolvedEntry])
    /// Show the entry `step` places later (negative: earlier); stops at the ends.
    case step(Int)
    /// Close the preview.
    case close
    /// A key while the preview is on top.
    case key(KeyEvent)
  }

  /// What the engine does for the preview.
  package enum Effect: Equatable, Sendable {
    /// Get a timeline preview's entries for a kind: its `#Preview` timeline (in `family`'s
    /// preview if there are several), else its provider's timeline for the configuration, in
    /// `family` (`nil`: the kind's first Home Screen family); comes back as `.loaded`.
    case load(kind: String, family: WidgetFamily?, configuration: IntentBox?)
  }

  /// What the event log says.
  package enum Event: FeatureEvent {
    /// A preview opened with entries from a source.
    case opened(String, entries: Int, source: String)

    package var description: String {
      switch self {
      case .opened(let kind, let entries, let source):
        "timeline preview \(kind.shortKind): \(entries) \(entries == 1 ? "entry" : "entries") from \(source)"
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .open(let id):
      guard let widget = context.dashboard.widgets.instances[id] else { return }
      var copy = WidgetInstance(
        id: widget.id, kind: widget.kind, family: widget.family,
        configuration: widget.configuration, placeholder: widget.placeholder)
      copy.current = nil
      state.preview = TimelinePreviewState(
        kind: widget.kind, origin: id, widget: copy, source: .loading)
      context.send(.navigation(.present(.timelinePreview)))
      context.run(
        .timelinePreview(
          .load(kind: widget.kind, family: widget.family, configuration: widget.configuration)))
    case .openKind(let kind):
      state.preview = TimelinePreviewState(
        kind: kind, origin: nil,
        widget: WidgetInstance(id: WidgetID(0), kind: kind, family: .systemSmall),
        source: .loading)
      context.send(.navigation(.present(.timelinePreview)))
      context.run(.timelinePreview(.load(kind: kind, family: nil, configuration: nil)))
    case .loaded(let kind, let source, let family, let entries):
      guard var preview = state.preview, preview.kind == kind, preview.source == .loading else {
        return
      }
      var widget = WidgetInstance(
        id: preview.widget.id, kind: kind, family: family,
        configuration: preview.widget.configuration, placeholder: preview.widget.placeholder)
      widget.entries = entries
      preview.source = source
      if !entries.isEmpty { WidgetsFeature.showEntry(0, of: &widget, context: &context) }
      preview.widget = widget
      state.preview = preview
      context.log(
        .timelinePreview(.opened(kind, entries: entries.count, source: sourceText(source))))
    case .step(let step):
      guard var preview = state.preview, preview.count > 0 else { return }
      let next = min(max(0, preview.index + step), preview.count - 1)
      guard next != preview.widget.current else { return }
      let previous = preview.widget.entryView
      WidgetsFeature.showEntry(next, of: &preview.widget, context: &context)
      preview.widget.recordTransition(from: previous, at: context.presentationNow)
      state.preview = preview
    case .close:
      guard state.preview != nil else { return }
      state.preview = nil
      context.send(.navigation(.dismiss(.timelinePreview)))
    case .key(let key):
      handle(key, context: &context)
    }
  }

  /// A key while the preview is on top: `←` `→` (`h` `l`, `↑` `↓`, Space, Enter) step, `Esc`
  /// (or `P` again) closes; other keys are ignored.
  static func handle(_ key: KeyEvent, context: inout ReduceContext) {
    switch key {
    case .left, .character("h"), .up, .character("k"):
      context.send(.timelinePreview(.step(-1)))
    case .right, .character("l"), .down, .character("j"), .character(" "), .enter:
      context.send(.timelinePreview(.step(1)))
    case .escape, .character("P"):
      context.send(.timelinePreview(.close))
    default:
      break
    }
  }

  /// How the event log and the presentation name a source.
  package static func sourceText(_ source: TimelinePreviewState.Source) -> String {
    switch source {
    case .loading: "loading"
    case .preview(let name, let at): "#Preview\(name.map { " \"\($0)\"" } ?? "") at \(at)"
    case .timeline(let policy): "the provider's timeline (policy \(policy))"
    case .unavailable(let reason): reason
    }
  }
}

extension DashboardAction {
  /// A timeline preview action.
  package static func timelinePreview(_ action: TimelinePreviewFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A timeline preview effect.
  package static func timelinePreview(_ effect: TimelinePreviewFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A timeline preview event.
  package static func timelinePreview(_ event: TimelinePreviewFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
