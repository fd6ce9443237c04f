import SpacesKit

/// A widget's timeline preview (`P` on the Home Screen, `spaces preview KIND`): the widget
/// drawn in its family, one entry at a time, as Xcode's `#Preview(as:) … timeline:` canvas
/// steps through a timeline (entry dates are shown, not waited for).
package struct TimelinePreviewState: Equatable, Sendable {
  /// Where the entries come from.
  package enum Source: Equatable, Sendable {
    /// Asked for; not back yet.
    case loading
    /// The app's `#Preview` for the kind: its name (if any) and where it is written.
    case preview(name: String?, at: String)
    /// The widget's provider (`getTimeline` / `timeline(for:in:)` for the widget's
    /// configuration), with the timeline's reload policy.
    case timeline(policy: String)
    /// Nothing to preview, and why.
    case unavailable(String)
  }

  /// The widget kind previewed.
  package var kind: String
  /// The Home Screen widget it was opened on (`nil`: opened by kind, `spaces preview`).
  package var origin: WidgetID?
  /// The previewed widget: a copy, not on any screen, holding the preview's entries; its
  /// `current` is the entry shown, changed only through `WidgetsFeature.showEntry`.
  package var widget: WidgetInstance
  /// Where the entries come from.
  package var source: Source

  package init(kind: String, origin: WidgetID?, widget: WidgetInstance, source: Source) {
    self.kind = kind
    self.origin = origin
    self.widget = widget
    self.source = source
  }

  /// The entry shown (0 before any).
  package var index: Int { widget.current ?? 0 }

  /// The number of entries.
  package var count: Int { widget.entries.count }
}

extension DashboardState {
  /// The widget a timeline preview shows, if one is presented (the topmost): what moves on
  /// screen besides the Home Screen's widgets when an entry changes (redraws, transitions).
  package var previewedWidget: WidgetInstance? {
    navigation.presentations.contains(.timelinePreview) ? timelinePreview.preview?.widget : nil
  }
}
