import Foundation
import SpacesKit

extension ActivitiesFeature.Effect: FeatureEffect {
  /// Runs a Live Activity effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// Carries out a Live Activity effect: a stale activity's view built again, an ended one
  /// removed from the system's list.
  func run(_ effect: ActivitiesFeature.Effect) {
    switch effect {
    case .refresh(let id):
      host.activities.markStale(id: id)
      activityChanged(id)
    case .dismiss(let id):
      host.activities.dismiss(id: id)
    }
  }

  /// Builds an activity's view from its record and tells the reducer.
  func activityChanged(_ id: String) {
    guard let record = host.activities.record(id: id),
      let definition = apps.activities[record.attributesType]
    else { return }
    let view = measure("activity view \(record.attributesType)") {
      host.runSync { definition.makeView(record) }
    }
    let island = measure("activity island \(record.attributesType)") {
      host.runSync { definition.dynamicIsland(for: record) }
    }
    let smallView = measure("activity small view \(record.attributesType)") {
      host.runSync { definition.smallView(for: record) }
    }
    for line
      in UnsupportedAPIs.used(inView: view, by: record.attributesType)
      + (smallView.map { UnsupportedAPIs.used(inView: $0, by: record.attributesType) } ?? [])
      + (island.map { UnsupportedAPIs.used(inIsland: $0, by: record.attributesType) } ?? [])
    {
      reportOnce(.unsupported(line))
    }
    send(
      .activities(
        .changed(
          LiveActivityState(
            id: id, attributesType: record.attributesType, view: view,
            startDate: record.startDate, relevanceScore: record.relevanceScore,
            staleDate: record.staleDate,
            isStale: record.activityState == .stale,
            hasEnded: record.activityState == .ended || record.activityState == .dismissed,
            dismissalDate: record.dismissalDate, island: island,
            watch: WatchPresentation(
              appName: apps.activityApps[record.attributesType] ?? record.attributesType,
              smallView: smallView)))))
    if let alert = host.activities.takeAlert(id: id) {
      send(
        .activityAlerts(
          .show(
            ActivityAlert(
              activityID: id, title: alert.title, body: alert.body, sound: alert.sound))))
    }
  }
}
