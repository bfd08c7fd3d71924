/** The words of the header, its menus and the phone bar (app/components/layout/): in every page's scripts, so kept short. */
export const layout = {
  nav: {
    home: "Home",
    about: "About Us",
    services: "Services",
    findTest: "Find a Test",
    healthPackages: "Health Packages",
    connect: "Connect",
    contact: "Contact Us",
    allServicesAndDepartments: "All services and departments",
    allServices: "All services",
    mainLabel: "Main",
    menu: "Menu",
    call247: (phone: string) => `Call 24/7: ${phone}`,
  },
  header: {
    supportLine: "24/7 bookings and reports:",
    emergency: (number: string) => `Emergency? Call ${number}`,
    brandHome: (brand: string) => `${brand} home`,
  },
  myPackage: "My tests",
  opensInNewTab: " (opens in a new tab)",
  phoneBar: {
    label: "Call, WhatsApp or My tests",
    call: "Call",
    chat: "WhatsApp",
    total: "Total",
    bookOnChat: "Book on WhatsApp",
  },
};
