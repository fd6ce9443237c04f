/// A results collection whose values are grouped under headers (`IntentItemCollection`), as the
/// system reads it to draw a picker's sections.
protocol SectionedResults {
  /// Each value with its section's header and its own representation, in order.
  var sectionedItems: [SectionedResultItem] { get }
}

/// One value of a sectioned results collection.
struct SectionedResultItem {
  /// The value.
  var value: Any
  /// Its section's header, if the section has one.
  var section: ParameterOptionSection?
  /// How the item shows, when it was given its own representation.
  var shown: DisplayRepresentation?
}
