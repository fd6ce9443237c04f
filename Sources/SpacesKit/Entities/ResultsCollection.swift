/// What an options provider or a query returns: a list of values (an array).
public protocol ResultsCollection {
  /// The type of the values.
  associatedtype Element
  /// The values, in order.
  var _elements: [Element] { get }
}

extension Array: ResultsCollection {
  /// The array's elements, in order.
  public var _elements: [Element] { self }
}
