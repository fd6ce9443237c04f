/// What an options provider or a query returns: a list of values (an array).
public protocol ResultsCollection {
  /// The type of the values.
  associatedtype Element
}

extension Array: ResultsCollection {}

extension ResultsCollection {
  /// The values, in order: an array's elements (SpacesKit's only results collection).
  var _elements: [Element] { self as? [Element] ?? [] }
}
