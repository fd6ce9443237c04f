/// One value a configuration form offers for a parameter: a suggested entity, an enum case, an
/// options provider's value, or on/off.
package struct ParameterOption: Sendable, Equatable, CustomStringConvertible {
  /// The row's title (the entity's or case's display title).
  package var title: String
  /// The row's subtitle, if any.
  package var subtitle: String?
  /// The row's SF Symbol, if any.
  package var systemImage: String?
  /// The value as saved (an entity's identifier, an enum's raw value, `true`…).
  package var encodedValue: String
  /// The value itself, of the parameter's type.
  package let value: any Sendable
  /// The header of the section the option is listed under (an `IntentItemSection`).
  package var section: ParameterOptionSection?

  /// Creates an option from how it is shown, its saved text and its value.
  package init(
    title: String, subtitle: String? = nil, systemImage: String? = nil, encodedValue: String,
    value: any Sendable
  ) {
    self.title = title
    self.subtitle = subtitle
    self.systemImage = systemImage
    self.encodedValue = encodedValue
    self.value = value
  }

  /// Options are equal when they show the same and save the same value.
  package static func == (lhs: ParameterOption, rhs: ParameterOption) -> Bool {
    lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.systemImage == rhs.systemImage
      && lhs.encodedValue == rhs.encodedValue && lhs.section == rhs.section
  }

  /// The title, the subtitle in parentheses, and the saved text: `Work (25 min) = work`.
  package var description: String {
    title + (subtitle.map { " (\($0))" } ?? "") + " = \(encodedValue)"
  }
}
