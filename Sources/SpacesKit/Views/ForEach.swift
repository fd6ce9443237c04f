/// Views computed from a collection, each identified by its element's id, as SwiftUI's `ForEach`.
///
/// A stack splices them in as its children.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
  /// The collection the views are computed from.
  public var data: Data
  /// The view of each element.
  public var content: (Data.Element) -> Content
  private let id: KeyPath<Data.Element, ID>

  /// Creates views from a collection whose elements are identified by a key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  /// Each element's views, in order, every one carrying the element's id as its identity.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    var children: [ViewNode] = []
    for element in data {
      let identity = ViewIdentity(element[keyPath: id])
      let node = resolveViewNode(content(element), environment: environment)
      children += node.flattenedChildren.map { .modified($0, .id(identity)) }
    }
    return .group(children)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views from a collection of identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates views from a constant range of integers, each identified by its value.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
