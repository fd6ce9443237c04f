/// The header of a picker section (an `IntentItemSection`): its title, subtitle and symbol.
package struct ParameterOptionSection: Sendable, Equatable {
  /// The header's title.
  package var title: String
  /// A line beside the title, if any.
  package var subtitle: String?
  /// The SF Symbol before the title, if any.
  package var systemImage: String?

  package init(title: String, subtitle: String? = nil, systemImage: String? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.systemImage = systemImage
  }
}
