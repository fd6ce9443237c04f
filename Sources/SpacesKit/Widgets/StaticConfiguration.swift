import Foundation

/// A widget configuration with no user-configurable options.
///
/// As WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, RegisteredWidgetConfiguration
{
  var definition: WidgetDefinition

  /// Creates a configuration from a kind, a timeline provider and the entry view.
  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {
    definition = WidgetDefinition(
      kind: kind, makeDefaultConfiguration: nil,
      placeholder: { context in
        WidgetPresentation.resolve(content(provider.placeholder(in: context)), in: context)
      },
      loadTimeline: { _, context in
        let box = ProviderResultBox<Timeline<Provider.Entry>>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          let once = ProviderResultBox<Bool>()
          provider.getTimeline(in: context) { timeline in
            guard once.value == nil else { return }
            once.value = true
            box.value = timeline
            continuation.resume()
          }
        }
        guard let timeline = box.value else { return ResolvedTimeline(entries: [], policy: .never) }
        return resolvedTimeline(timeline, in: context, content: content)
      },
      drawEntry: { entry, context in
        drawnEntry(entry, as: Provider.Entry.self, in: context, content: content)
      })
    definition.snapshot = { _, context in
      let box = ProviderResultBox<Provider.Entry>()
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let once = ProviderResultBox<Bool>()
        provider.getSnapshot(in: context) { entry in
          guard once.value == nil else { return }
          once.value = true
          box.value = entry
          continuation.resume()
        }
      }
      let entry = box.value ?? provider.placeholder(in: context)
      return WidgetPresentation.resolve(content(entry), in: context)
    }
  }

  /// What the bundle registers for this widget: its definition.
  var entries: [WidgetBundleEntry] { [.widget(definition)] }
}
