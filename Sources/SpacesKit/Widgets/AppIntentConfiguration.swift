import Foundation

/// A widget configuration people can edit through a `WidgetConfigurationIntent`.
///
/// As WidgetKit's `AppIntentConfiguration`.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>:
  WidgetConfiguration, RegisteredWidgetConfiguration
{
  var definition: WidgetDefinition

  /// Creates a configuration from a kind, the configuration intent's type, a provider and the
  /// entry view.
  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent {
    let shared = ProviderResultBox<Provider>()
    shared.value = provider
    definition = WidgetDefinition(
      kind: kind, makeDefaultConfiguration: { IntentBox(Intent()) },
      placeholder: { context in
        WidgetPresentation.resolve(content(provider.placeholder(in: context)), in: context)
      },
      loadTimeline: { configuration, context in
        let intent = (configuration?.intent as? Intent) ?? Intent()
        guard let timeline = await appIntentTimeline(shared, for: intent, in: context).value else {
          return ResolvedTimeline(entries: [], policy: .never)
        }
        return resolvedTimeline(timeline, in: context, content: content)
      },
      drawEntry: { entry, context in
        drawnEntry(entry, as: Provider.Entry.self, in: context, content: content)
      })
    definition.snapshot = { configuration, context in
      let intent = (configuration?.intent as? Intent) ?? Intent()
      let entry =
        await appIntentSnapshot(shared, for: intent, in: context).value
        ?? provider.placeholder(in: context)
      return WidgetPresentation.resolve(content(entry), in: context)
    }
    definition.recommendations = {
      provider.recommendations().map {
        WidgetRecommendation(description: $0.descriptionText(), configuration: IntentBox($0.intent))
      }
    }
  }

  /// What the bundle registers for this widget: its definition.
  var entries: [WidgetBundleEntry] { [.widget(definition)] }
}

/// Runs an app intent provider's `snapshot(for:in:)` away from the main actor's region.
nonisolated func appIntentSnapshot<Provider: AppIntentTimelineProvider>(
  _ provider: ProviderResultBox<Provider>, for intent: Provider.Intent,
  in context: TimelineProviderContext
) async -> ProviderResultBox<Provider.Entry> {
  let result = ProviderResultBox<Provider.Entry>()
  if let value = provider.value { result.value = await value.snapshot(for: intent, in: context) }
  return result
}

/// Runs an app intent provider's `timeline(for:in:)` away from the main actor's region.
nonisolated func appIntentTimeline<Provider: AppIntentTimelineProvider>(
  _ provider: ProviderResultBox<Provider>, for intent: Provider.Intent,
  in context: TimelineProviderContext
) async -> ProviderResultBox<Timeline<Provider.Entry>> {
  let result = ProviderResultBox<Timeline<Provider.Entry>>()
  if let value = provider.value { result.value = await value.timeline(for: intent, in: context) }
  return result
}
