/// What an options provider or a query returns: an array, or an `IntentItemCollection`.
public protocol ResultsCollection {
  /// The type of the values.
  associatedtype Element
}

extension Array: ResultsCollection {}

extension ResultsCollection {
  /// The values, in order: an array's elements, or a collection's items section by section.
  var _elements: [Element] {
    if let sectioned = self as? any SectionedResults {
      return sectioned.sectionedItems.compactMap { $0.value as? Element }
    }
    return self as? [Element] ?? []
  }

  /// The values with their sections and representations, in order.
  var _sectionedItems: [SectionedResultItem] {
    if let sectioned = self as? any SectionedResults { return sectioned.sectionedItems }
    return _elements.map { SectionedResultItem(value: $0, section: nil, shown: nil) }
  }
}
