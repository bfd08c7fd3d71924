import { cx } from "./cx";
import {
  Activity, Award, BadgeCheck, Baby, Bone, Brain, Building2, CalendarCheck, Clock, Droplet, FileText,
  FlaskConical, HeartHandshake, HeartPulse, Home, Hospital, type LucideIcon, type LucideProps, Microscope,
  Moon, PawPrint, Phone, ScanLine, ShieldCheck, Sparkles, Stethoscope, Syringe, TestTube, Timer, Truck,
  Users, Video, Wind, Zap, Ambulance, ClipboardCheck, Smartphone, Leaf, Star, Gauge, Cpu, Scan, MapPin,
  Mail, Lock, BriefcaseMedical, Pill, Thermometer, Dna, Eye, Ear, Bike, Laptop, MessageCircle, House,
  UserCheck, Barcode, ClipboardList, Heart, Package, Tent, HardHat, TrendingUp, PiggyBank, Search, BookOpen,
} from "lucide-react";

/**
 * Content names its icons by lucide name (content is data, not JSX); this map turns the name into
 * the component. Unknown names fall back to a neutral icon instead of breaking the page.
 */
const icons: Record<string, LucideIcon> = {
  Activity, Award, BadgeCheck, Baby, Bone, Brain, Building2, CalendarCheck, Clock, Droplet, FileText,
  FlaskConical, HeartHandshake, HeartPulse, Home, Hospital, Microscope, Moon, PawPrint, Phone, ScanLine,
  ShieldCheck, Sparkles, Stethoscope, Syringe, TestTube, Timer, Truck, Users, Video, Wind, Zap, Ambulance,
  ClipboardCheck, Smartphone, Leaf, Star, Gauge, Cpu, Scan, MapPin, Mail, Lock, BriefcaseMedical, Pill,
  Thermometer, Dna, Eye, Ear, Bike, Laptop, MessageCircle, House, UserCheck, Barcode, ClipboardList, Heart,
  Package, Tent, HardHat, TrendingUp, PiggyBank, Search, BookOpen,
};

export function iconNames(): string[] {
  return Object.keys(icons);
}

export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = icons[name] ?? Sparkles;
  return <Component aria-hidden="true" focusable="false" {...props} />;
}

/** An icon in the tinted circle used on cards; `sm` beside a heading, `md` above it. */
export function IconBadge({ name, size = "md", className }: { name: string; size?: "sm" | "md"; className?: string }) {
  const box = size === "sm" ? "size-10" : "size-12";
  return (
    <span className={cx("inline-flex shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700", box, className)}>
      <Icon name={name} className={size === "sm" ? "size-5" : "size-6"} />
    </span>
  );
}
