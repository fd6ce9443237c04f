import Foundation

extension Preview {
  /// The previews of every `PreviewProvider` type compiled into the program, in record order.
  static var providerPreviews: [Preview] {
    discoveredProviders.flatMap { provider in previews(of: provider) }
  }

  /// The conforming types, read once from the program's protocol conformance records.
  static let discoveredProviders: [any PreviewProvider.Type] = {
    ConformanceRecords.types(conformingTo: "PreviewProvider", in: "SpacesKit", capacity: 256)
      .compactMap { $0 as? any PreviewProvider.Type }
  }()

  /// A provider's previews: one per view found under a preview setting (or the whole
  /// `previews` view when it sets none), named by the provider's type.
  static func previews(of provider: any PreviewProvider.Type) -> [Preview] {
    let kind = String(describing: provider)
    let found = MainActor.assumeIsolated { collect(provider) }
    return found.map { setting in
      let family = setting.family ?? .systemSmall
      return Preview(
        name: setting.displayName, family: family, presentation: "\(family)",
        kind: { kind },
        entries: { host in
          [
            ResolvedEntry(
              date: host.now(), view: SystemHost.$scoped.withValue(host) { setting.view() })
          ]
        })
    }
  }

  /// A preview's settings and its view, as collected.
  struct CollectedSetting {
    var family: WidgetFamily?
    var displayName: String?
    var view: @MainActor () -> ViewNode
  }

  @MainActor
  private static func collect<P: PreviewProvider>(_ provider: P.Type) -> [CollectedSetting] {
    let previews = P.previews
    var found: [CollectedSetting] = []
    collectSettings(in: previews, inherited: nil, depth: 0, into: &found)
    if found.isEmpty {
      found.append(CollectedSetting(view: { resolveViewNode(previews) }))
    }
    return found
  }

  /// Walks a value for preview settings: an outer setting's family and name carry to the views
  /// it wraps; the innermost wrapped view is the preview's.
  @MainActor
  private static func collectSettings(
    in value: Any, inherited: CollectedSetting?, depth: Int, into found: inout [CollectedSetting]
  ) {
    guard depth < 32 else { return }
    if let setting = value as? any PreviewSetting {
      var merged = inherited ?? CollectedSetting(view: { .empty })
      merged.family = merged.family ?? setting.family
      merged.displayName = merged.displayName ?? setting.displayName
      let before = found.count
      collectSettings(
        in: setting.settingContent, inherited: merged, depth: depth + 1, into: &found)
      if found.count == before {
        merged.view = { setting.resolveContent() }
        found.append(merged)
      }
      return
    }
    for child in Mirror(reflecting: value).children {
      collectSettings(in: child.value, inherited: inherited, depth: depth + 1, into: &found)
    }
  }
}
