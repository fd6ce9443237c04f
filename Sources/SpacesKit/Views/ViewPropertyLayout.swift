/// Where a custom view type keeps its `@Environment` and `@State` properties: found once per
/// type from its field records (`WrapperFieldLayout`), so resolving a view neither reflects it
/// nor casts its properties to a protocol.
///
/// Resolution gives each custom view's `@Environment` properties the environment and, in a
/// host, connects its `@State` properties to the host's store before `body` runs.
@MainActor
struct ViewPropertyLayout {
  /// The type's `Environment` and `State` properties.
  private let layout: WrapperFieldLayout

  /// The layouts found so far, by view type.
  private static var layouts: [ObjectIdentifier: ViewPropertyLayout] = [:]

  /// The wrappers resolution installs: `Environment` (index 0) and `State` (index 1).
  private static let wrappers = [
    WrapperFieldLayout.Wrapper(Environment<Bool>.self, storageField: "storage"),
    WrapperFieldLayout.Wrapper(State<Bool>.self, storageField: "box"),
  ]

  /// The layout of a view type, found on first use.
  static func of<V>(_ type: V.Type) -> ViewPropertyLayout {
    let key = ObjectIdentifier(type)
    if let layout = layouts[key] { return layout }
    let layout = ViewPropertyLayout(layout: WrapperFieldLayout(of: type, wrappers: wrappers))
    layouts[key] = layout
    return layout
  }

  /// Gives a view's `@Environment` properties the environment and, with a store, connects its
  /// `@State` properties to it under the view's path and the property's name.
  func install<V>(in view: V, environment: EnvironmentValues, store: ViewStateStore?) {
    guard !layout.fields.isEmpty else { return }
    layout.withFields(of: view) { base in
      for field in layout.fields {
        if field.wrapper == 0 {
          base.load(fromByteOffset: field.offset, as: _EnvironmentStorage.self).values =
            environment
        } else if let store {
          // The backing property of `@State var count` is `_count`.
          let name = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
          base.load(fromByteOffset: field.offset, as: _StateBox.self)
            .install(in: store, key: "\(environment._viewPath).\(name)")
        }
      }
    }
  }
}
