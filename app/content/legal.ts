import { siteConfig } from "../config/site";
import { accreditationStatement } from "./accreditation-claim";
import type { LegalDocument } from "./legal.schema";

export type { LegalDocument } from "./legal.schema";

/**
 * Legal pages (docs/behaviour.md#legal).
 * Plain text only: no markdown inside strings. Contact details are never written here;
 * each page appends them from siteConfig after the "contact" section.
 */

const brand = siteConfig.brandName;

export const privacyPolicy: LegalDocument = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  lastUpdated: "14-09-2025",
  summary: `This Privacy Policy explains what personal data ${brand} collects, why we collect it, who we share it with and the choices you have. We handle your information in line with the Digital Personal Data Protection Act, 2023 and other applicable Indian law.`,
  sections: [
    {
      id: "introduction",
      heading: "Introduction",
      paragraphs: [
        `${brand} has provided diagnostic services since 2004 from our head office in Green Park, New Delhi, and our centres across Delhi/NCR and Jammu & Kashmir. This policy applies to our website, our phone and chat booking channels, our collection centres and our home sample collection service.`,
        "By using our website or services, you agree to the collection and use of your information as described here. If you do not agree, please do not share your information with us or use our services.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      paragraphs: [
        "We collect only the information we need to book, perform and report your tests and to run our services safely. Depending on how you use our services, this may include the following.",
      ],
      list: [
        "Personal details: your name, age, date of birth, gender, phone number, email address and the address where you want a home sample collection.",
        "Medical information: the tests you book, your doctor's prescription, relevant medical history, medications, fasting status, samples you provide and your test results and reports.",
        "Usage data: your device and browser type, IP address, pages you visit, the time you spend on them and the site you came from.",
        "Booking and payment details: appointment dates, times and locations, the services you choose, invoices and transaction references. Card and UPI details are processed by our payment partners and are not stored by us.",
      ],
    },
    {
      id: "how-we-use-your-information",
      heading: "How We Use Your Information",
      paragraphs: [
        "We use your information for clear and limited purposes, and we ask for your consent where the law requires it.",
      ],
      list: [
        "To book appointments, arrange home sample collection and confirm or reschedule your visit.",
        "To perform your tests, prepare your reports and deliver them to you securely.",
        "To process payments, issue invoices and handle refunds.",
        "To answer your questions and send important updates about your booking or report.",
        "To improve our website, services and quality checks.",
        "To meet our legal, regulatory and accreditation obligations.",
        "To tell you about health packages or offers, but only if you have agreed to receive them.",
      ],
    },
    {
      id: "sharing-your-information",
      heading: "Sharing Your Information",
      paragraphs: [
        "We never sell or rent your personal data to anyone. We share it only when it is needed to provide our services or when the law requires it, and only with the following.",
      ],
      list: [
        "Medical professionals: the doctor who referred you, our pathologists and radiologists, and other healthcare providers involved in your care.",
        "Service providers: trusted partners who help us run our services, such as payment gateways, report delivery, messaging, IT and cloud hosting providers, who must keep your data confidential and use it only on our instructions.",
        "Authorities when required by law: government bodies, courts, regulators or public health authorities, for example when a notifiable disease must be reported.",
      ],
    },
    {
      id: "data-security",
      heading: "Data Security",
      paragraphs: [
        "We protect your data with reasonable technical and organisational safeguards, including encrypted connections, access controls, staff confidentiality obligations and regular security reviews. Only authorised staff who need your information to do their work can see it.",
        "No method of sending or storing data is completely secure, so we cannot guarantee absolute security. If a personal data breach occurs, we will inform you and the Data Protection Board of India as required by law.",
        "We keep your information only for as long as we need it for the purposes in this policy or as long as the law requires us to keep medical records.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and Similar Technologies",
      paragraphs: [
        "Our website uses cookies and similar technologies to keep the site working properly, remember your preferences and understand how visitors use our pages. These small files do not contain your medical information.",
        "You can block or delete cookies through your browser settings. Some parts of the website may not work properly if you do.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your Rights",
      paragraphs: [
        "Under the Digital Personal Data Protection Act, 2023 and other applicable law, you have rights over your personal data. You can exercise them by contacting us, and we may need to verify your identity first.",
      ],
      list: [
        "Access: ask for a summary of the personal data we hold about you and how we use it.",
        "Correct or delete: ask us to correct inaccurate or incomplete data, or to delete data we no longer need, unless the law requires us to keep it.",
        "Withdraw consent: withdraw your consent at any time, which will not affect anything we did before you withdrew it but may mean we can no longer provide some services.",
        "Grievance redressal: raise a complaint with our Grievance Officer, and if you are not satisfied with the outcome, with the Data Protection Board of India.",
      ],
    },
    {
      id: "third-party-links",
      heading: "Third-Party Links",
      paragraphs: [
        "Our website may link to other websites and apps, such as the chat service used for bookings, social media pages and maps. We do not control these services and are not responsible for their privacy practices, so please read their privacy policies before sharing information with them.",
      ],
    },
    {
      id: "updates-to-this-policy",
      heading: "Updates to This Policy",
      paragraphs: [
        "We may update this policy from time to time to reflect changes in our services or in the law. The date at the top of this page shows when it was last updated.",
        "If we make significant changes, we will tell you on our website or by other appropriate means. Continuing to use our services after an update means you accept the updated policy.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact Us",
      paragraphs: [
        "If you have questions about this policy, want to exercise your rights or have a concern about how we handle your data, contact our Grievance Officer using the details below. We aim to respond within 24 hours and to resolve grievances as quickly as possible.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  slug: "terms-of-service",
  title: "Terms of Service",
  lastUpdated: "14-09-2025",
  summary: `These Terms of Service govern your use of the ${brand} website and services. Please read them carefully before booking a test or using our website.`,
  sections: [
    {
      id: "acceptance-of-terms",
      heading: "Acceptance of Terms",
      paragraphs: [
        `By using our website or booking any service with ${brand}, you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use our website or services.`,
        "We may update these terms from time to time, and the date at the top of this page shows when they were last changed. Continuing to use our services after an update means you accept the updated terms.",
      ],
    },
    {
      id: "our-services",
      heading: "Our Services",
      paragraphs: [
        "We provide diagnostic services across Delhi/NCR and Jammu & Kashmir, including the following. Availability, prices and report times may vary by location and may change without notice.",
      ],
      list: [
        "Laboratory tests in pathology, microbiology and related specialities.",
        "Home sample collection in select locations.",
        "Health checkup packages for individuals, families and employers.",
        "Imaging and other diagnostic procedures, such as digital X-ray, ECG, Holter monitoring, EEG and pulmonary function tests, at our centres or at home where available.",
        "Online booking and digital reports.",
        "Consultation to help you understand your tests and reports.",
      ],
    },
    {
      id: "eligibility",
      heading: "Eligibility",
      paragraphs: [
        "You must be at least 18 years old to book services or agree to these terms. A parent or legal guardian must book services for a minor, give consent on the minor's behalf and, where needed, be present during sample collection or the procedure.",
      ],
    },
    {
      id: "user-responsibilities",
      heading: "User Responsibilities and Prohibited Acts",
      paragraphs: [
        "You agree to give us accurate and complete information, including your contact details, medical history and a valid prescription where a test needs one. You are also responsible for following the preparation instructions for your test, such as fasting, because not doing so can affect your results.",
        "When using our website or services, you must not do any of the following.",
      ],
      list: [
        "Give false information or book services in another person's name without their permission.",
        "Use our website or services for any unlawful, fraudulent or harmful purpose.",
        "Try to gain unauthorised access to our systems or to other people's data.",
        "Upload viruses or malicious code, or interfere with how the website works.",
        "Copy, scrape or reuse our content without our written permission.",
        "Abuse, threaten or harass our staff, including our home collection staff.",
      ],
    },
    {
      id: "account-registration",
      heading: "Account Registration",
      paragraphs: [
        "Some services, such as viewing digital reports, may require you to register with your phone number or email address. You are responsible for keeping your login details and one-time passwords confidential and for all activity under your account.",
        "Please tell us immediately if you suspect that someone has used your account without permission. We may suspend or close accounts that break these terms.",
      ],
    },
    {
      id: "medical-disclaimers",
      heading: "Medical Disclaimers",
      paragraphs: [
        "Our tests and reports help your doctor make decisions, but they are not a diagnosis on their own and do not replace a consultation with a qualified doctor. Please discuss your results with your doctor before making any decision about your treatment.",
        "Information on our website, including articles and test descriptions, is for general awareness only. In a medical emergency, call 112 (India's emergency number) or go to the nearest hospital straight away.",
      ],
    },
    {
      id: "payment-and-cancellation",
      heading: "Payment and Cancellation",
      paragraphs: [
        "Prices are shown in Indian rupees and include applicable taxes unless stated otherwise. Payment is due when you book or at the time of service, using the payment methods we accept.",
        "You can cancel or reschedule an appointment up to 2 hours before the appointment time. Cancellations made later than this, or missed appointments, may not be eligible for a refund.",
        "Approved refunds are made to the original payment method within 7-10 business days. The time the money takes to reach your account may depend on your bank or payment provider.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual Property",
      paragraphs: [
        `All content on this website, including text, images, logos, graphics and design, belongs to ${brand} or its licensors and is protected by Indian intellectual property law. You may view and print pages for personal, non-commercial use, but you may not copy, change, distribute or reuse our content without our written permission.`,
      ],
    },
    {
      id: "privacy",
      heading: "Privacy",
      paragraphs: [
        "Your privacy matters to us. Our Privacy Policy, available at /privacy-policy, explains how we collect, use, share and protect your personal and medical information, and forms part of these terms.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of Liability",
      paragraphs: [
        `To the extent allowed by law, the total liability of ${brand} for any claim related to a service is limited to the cost of that service. We are not liable for indirect or consequential losses, or for delays or failures caused by events beyond our reasonable control, such as natural disasters, strikes or network outages.`,
        "Nothing in these terms limits any liability that cannot be limited under Indian law.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law and Jurisdiction",
      paragraphs: [
        "These terms are governed by the laws of India. Any dispute arising from these terms or our services is subject to the exclusive jurisdiction of the courts at New Delhi.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact Us",
      paragraphs: [
        "If you have any questions about these terms, please contact us using the details below. We aim to respond within 24 hours.",
      ],
    },
  ],
};

export const disclaimer: LegalDocument = {
  slug: "disclaimer",
  title: "Disclaimer",
  lastUpdated: "September 13, 2025",
  summary: `Please read this disclaimer carefully before using the ${brand} website or relying on any information on it.`,
  sections: [
    {
      id: "general",
      heading: "General Information",
      paragraphs: [
        `The information on this website is provided by ${brand} for general information only. We try to keep it accurate and up to date, but we make no guarantee that it is complete, current or free of errors.`,
        "Test prices, report times, package contents, centre details and offers may change without notice. Please confirm details with us before you book.",
      ],
    },
    {
      id: "medical",
      heading: "Medical Disclaimer",
      paragraphs: [
        "Nothing on this website is medical advice, and it must not be used as a substitute for a consultation with a qualified doctor. Do not start, stop or change any treatment based on information on this website or on a test report without speaking to your doctor.",
        "If you think you may have a medical emergency, call 112 (India's emergency number) or go to the nearest hospital straight away.",
      ],
    },
    {
      id: "result-accuracy",
      heading: "Accuracy of Test Results",
      paragraphs: [
        "We follow strict quality control procedures at every stage of testing, but no laboratory test is 100% accurate. Results can be affected by factors such as fasting, medications, recent illness, the timing of sample collection and the natural limits of each test method.",
        "Test results should always be read together with your symptoms, medical history and other findings by a qualified doctor. If a result does not match how you feel, your doctor may advise a repeat or additional test.",
      ],
    },
    {
      id: "technology",
      heading: "Technology and Website Availability",
      paragraphs: [
        "We do not guarantee that our website, online booking or digital reports will always be available, uninterrupted or free of errors, viruses or other harmful components. Access may be interrupted for maintenance or by problems outside our control.",
        "Links to third-party websites and apps, including the chat service used for bookings, are provided for convenience only. We are not responsible for their content, availability or privacy practices.",
      ],
    },
    {
      id: "accreditation-claims",
      heading: "Accreditation Claims",
      paragraphs: [
        `Our accreditation is exactly this: ${accreditationStatement}. NABL (National Accreditation Board for Testing and Calibration Laboratories) accreditation and ISO 15189 conformity apply only to the tests within the scope of that certificate; not every test or centre is within its scope. NABH (National Accreditation Board for Hospitals & Healthcare Providers) accredits hospitals, not laboratories, and we do not claim it. CAP is an external proficiency-testing programme we take part in, not an accreditation.`,
        "Accreditation scope and status can change over time. Please ask us if you would like to know whether a particular test or centre is covered.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of Liability",
      paragraphs: [
        `To the extent allowed by law, ${brand} is not liable for any loss or damage arising from your use of this website or your reliance on its content. Where we are liable for a service, our total liability is capped at the amount you paid for that service.`,
      ],
    },
    {
      id: "regulatory-compliance",
      heading: "Regulatory Compliance",
      paragraphs: [
        "We aim to comply with all applicable central and state laws for diagnostic services in India, including those on the registration of clinical establishments, bio-medical waste management, radiation safety for X-ray equipment and the protection of personal data. Some tests are performed only with a valid prescription from a registered medical practitioner, as required by law.",
        "Services, tests and prices may differ between Delhi/NCR and Jammu & Kashmir because of local regulations and availability.",
      ],
    },
    {
      id: "changes-to-this-disclaimer",
      heading: "Changes to This Disclaimer",
      paragraphs: [
        "We may update this disclaimer from time to time. The date at the top of this page shows when it was last updated, and continuing to use our website after an update means you accept the changes.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact Us",
      paragraphs: [
        "If you have any questions about this disclaimer, please contact us using the details below.",
      ],
    },
  ],
};
