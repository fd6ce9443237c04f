import Foundation

extension WidgetConfiguration {
  /// Sets the name shown for the widget in the widget gallery, from a text view.
  ///
  /// The gallery shows the text's words (a terminal line has no styled runs).
  public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
    configurationDisplayName(LocalizedStringResource(stringLiteral: displayName.plainText))
  }

  /// Sets the description shown for the widget in the widget gallery, from a text view.
  ///
  /// The gallery shows the text's words (a terminal line has no styled runs).
  public func description(_ description: Text) -> some WidgetConfiguration {
    self.description(LocalizedStringResource(stringLiteral: description.plainText))
  }
}
