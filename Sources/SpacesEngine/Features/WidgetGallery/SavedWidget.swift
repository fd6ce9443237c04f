import Foundation
import SpacesKit

/// A placed widget as `layout.json` keeps it (version 3): its kind, family and configuration's
/// parameter values, in placement order (Home Screen and Lock Screen widgets together).
package struct SavedWidget: Codable, Equatable, Sendable {
  /// The widget's kind.
  package var kind: String
  /// The family's name, as WidgetKit spells it (`systemSmall`, `accessoryInline`).
  package var family: String
  /// The configuration's parameter values as text (entities by identifier), as controls save
  /// theirs; `nil` for a static widget.
  package var configuration: [String: String]?

  package init(kind: String, family: String, configuration: [String: String]? = nil) {
    self.kind = kind
    self.family = family
    self.configuration = configuration
  }

  /// A placed widget's entry.
  package init(_ widget: WidgetInstance) {
    kind = widget.kind
    family = widget.family.rawValue
    configuration = widget.configuration?.encodedParameters
  }

  /// A saved widget read back: its family, and its configuration decoded (`nil`: the kind's
  /// default).
  package struct Restored: Equatable, Sendable {
    package var kind: String
    package var family: WidgetFamily
    package var configuration: IntentBox?
    /// Its index in the file's `widgets` (how the file's `stacks` name it).
    package var index: Int?
    package init(
      kind: String, family: WidgetFamily, configuration: IntentBox?, index: Int? = nil
    ) {
      self.kind = kind
      self.family = family
      self.configuration = configuration
      self.index = index
    }
  }
}
