import Foundation

extension Preview {
  /// Creates a preview of a view, as SwiftUI's `#Preview { … }` declares it.
  ///
  /// Drawn once, in a small widget's box; listed under its name, else under where it is written
  /// ("Countdown/CountdownWidget.swift:70").
  public init(_ name: String? = nil, body: @escaping @MainActor () -> any View) {
    self.init(
      name: name, family: .systemSmall, presentation: "view", kind: { name },
      entries: { host in
        let view = SystemHost.$scoped.withValue(host) { Self.resolve(body()) }
        return [ResolvedEntry(date: host.now(), view: view)]
      })
  }

  @MainActor
  private static func resolve<V: View>(_ view: V) -> ViewNode { resolveViewNode(view) }
}
