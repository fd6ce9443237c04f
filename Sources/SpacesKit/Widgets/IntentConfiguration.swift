import Foundation

/// A SiriKit intent, as the Intents framework's `INIntent`.
///
/// The base class of the intents Xcode generates from an intent definition file.
///
/// SpacesKit can't read intent definition files; an app that declares its intent classes itself
/// compiles, and its `IntentConfiguration` widgets draw from the intent as created with `init()`.
open class INIntent: NSObject {
  /// Creates an intent with no values set.
  public override required init() { super.init() }
}

/// A widget configuration people edit through a SiriKit intent.
///
/// As WidgetKit's `IntentConfiguration` (iOS 14 to 16).
/// Accepted: the widget draws from a timeline for the intent at its defaults (`init()`), and the
/// event log warns that its configuration can't be edited — port it to `AppIntentConfiguration`
/// with an `AppIntentTimelineProvider` and a `WidgetConfigurationIntent`.
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration,
  RegisteredWidgetConfiguration
{
  var definition: WidgetDefinition

  /// Creates a configuration from a kind, the intent's class, a provider and the entry view.
  public init<Provider: IntentTimelineProvider>(
    kind: String, intent: Intent.Type, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent {
    definition = WidgetDefinition(
      kind: kind, makeDefaultConfiguration: nil,
      placeholder: { context in
        WidgetPresentation.resolve(content(provider.placeholder(in: context)), in: context)
      },
      loadTimeline: { _, context in
        let box = ProviderResultBox<Timeline<Provider.Entry>>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          let once = ProviderResultBox<Bool>()
          provider.getTimeline(for: Intent(), in: context) { timeline in
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
    definition.portingWarnings = [
      "IntentConfiguration with the SiriKit intent \(Intent.self) isn't configurable here: it "
        + "draws the intent's defaults. Use AppIntentConfiguration with an "
        + "AppIntentTimelineProvider and a WidgetConfigurationIntent"
    ]
  }

  /// What the bundle registers for this widget: its definition.
  var entries: [WidgetBundleEntry] { [.widget(definition)] }
}

/// A type that advises WidgetKit when to update a widget configured with a SiriKit intent.
///
/// As WidgetKit's `IntentTimelineProvider`; see `IntentConfiguration`.
public protocol IntentTimelineProvider {
  /// The type of the entries.
  associatedtype Entry: TimelineEntry
  /// The SiriKit intent.
  associatedtype Intent: INIntent
  /// What the provider learns about the widget.
  typealias Context = TimelineProviderContext

  /// An entry with sample data, shown redacted while the widget loads.
  func placeholder(in context: Context) -> Entry
  /// The entry for the current time and a configuration.
  func getSnapshot(
    for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
  /// The entries for a configuration.
  func getTimeline(
    for configuration: Intent, in context: Context,
    completion: @escaping (Timeline<Entry>) -> Void)
  /// Preconfigured widgets, for where widgets can't be configured (none by default).
  func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
  /// No recommendations, unless the provider makes some.
  public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured widget an `IntentTimelineProvider` recommends.
///
/// As WidgetKit's `IntentRecommendation`; accepted, not listed (see `IntentConfiguration`).
public struct IntentRecommendation<T: INIntent> {
  /// The recommended configuration.
  public let intent: T

  /// Recommends a configuration, described by a text.
  public init(intent: T, description: Text) { self.intent = intent }

  /// Recommends a configuration, described by a localized string.
  public init(intent: T, description: LocalizedStringResource) { self.intent = intent }
}
