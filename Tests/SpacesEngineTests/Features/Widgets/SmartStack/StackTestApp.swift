import Foundation
import SpacesEngine
import SpacesKit

// A calendar app's two small widgets as a shipping app writes them: "Next Event" becomes
// relevant when its meeting starts (an hour in), "Tasks" is mildly relevant all along.

/// An entry with the relevance WidgetKit reads for Smart Stacks.
struct AgendaEntry: TimelineEntry {
  let date: Date
  let text: String
  var relevance: TimelineEntryRelevance?
}

/// Next Event: nothing now, the meeting in an hour, relevant for half an hour.
struct NextEventProvider: TimelineProvider {
  func placeholder(in context: Context) -> AgendaEntry {
    AgendaEntry(date: Date.now, text: "Event")
  }

  func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
    let now = Date.now
    let entries = [
      AgendaEntry(date: now, text: "No events"),
      AgendaEntry(
        date: now.addingTimeInterval(3600), text: "Standup now",
        relevance: TimelineEntryRelevance(score: 90, duration: 1800)),
    ]
    completion(Timeline(entries: entries, policy: .never))
  }
}

/// Tasks: a steady, low relevance.
struct TasksProvider: TimelineProvider {
  func placeholder(in context: Context) -> AgendaEntry {
    AgendaEntry(date: Date.now, text: "Tasks")
  }

  func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
    let entry = AgendaEntry(
      date: Date.now, text: "3 tasks", relevance: TimelineEntryRelevance(score: 10))
    completion(Timeline(entries: [entry], policy: .never))
  }
}

/// The next event.
struct NextEventWidget: Widget {
  let kind: String = "com.example.Agenda.NextEvent"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: NextEventProvider()) { entry in
      Text(entry.text)
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Next Event")
    .supportedFamilies([.systemSmall])
  }
}

/// The task count.
struct TasksWidget: Widget {
  let kind: String = "com.example.Agenda.Tasks"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: TasksProvider()) { entry in
      Text(entry.text)
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Tasks")
    .supportedFamilies([.systemSmall])
  }
}

/// The agenda app's widgets.
struct AgendaWidgets: WidgetBundle {
  var body: some Widget {
    NextEventWidget()
    TasksWidget()
  }
}

/// The agenda app, placing nothing by itself (the test stacks its widgets).
enum StackTestApp {
  static let kinds = ["com.example.Agenda.NextEvent", "com.example.Agenda.Tasks"]

  static var app: HostedApp { HostedApp(name: "Agenda", bundle: AgendaWidgets.self) }
}
