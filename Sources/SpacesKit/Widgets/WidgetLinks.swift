import Foundation

extension View {
  /// Sets the URL the app opens with when the widget (or Live Activity) is tapped.
  ///
  /// As WidgetKit's `widgetURL(_:)`, accepted but not honoured yet: the dashboard has no app to
  /// open, draws the view as if the modifier were absent, and lists `.widgetURL(_:)` as not
  /// drawn in a terminal yet (the inspector for a widget, the event log for a Live Activity).
  public func widgetURL(_ url: URL?) -> some View {
    modified(.notSupportedYet(".widgetURL(_:)"))
  }
}

/// A control that opens a URL in the app, as SwiftUI's `Link` inside a widget.
///
/// Accepted but not honoured yet: the dashboard draws the label and lists
/// `Link(destination:)` as not drawn in a terminal yet; pressing it opens nothing.
public struct Link<Label: View>: View {
  /// The URL the link opens.
  public let destination: URL
  let label: Label

  /// Creates a link to a URL with a label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// The label, marked as a link that opens nothing yet.
  public var body: some View {
    label.modified(.notSupportedYet("Link(destination:)"))
  }
}

extension Link where Label == Text {
  /// Creates a link to a URL titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a link to a URL titled with a string.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
