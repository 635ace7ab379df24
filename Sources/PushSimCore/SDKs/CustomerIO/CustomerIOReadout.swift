/// What the Customer.io SDK reads in a push (sdk-behaviour-more.md §6.6 facts 17, 18): both `CIO-Delivery-ID` and
/// `CIO-Delivery-Token`, and the rich data under `CIO.push` (`link`, `image`).
struct CustomerIOReadout {
  let isCustomerIOPush: Bool
  let deliveryID: String?
  let link: String?
  let image: String?

  init(_ payload: Payload) {
    let root = payload.root
    let id = root["CIO-Delivery-ID"]?.stringValue
    let token = root["CIO-Delivery-Token"]?.stringValue
    isCustomerIOPush = id != nil && token != nil
    deliveryID = id
    let push = root["CIO"]?.objectValue?["push"]?.objectValue
    link = push?["link"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    image = push?["image"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
  }
}
