import {
  Award, Bed, Building2, Calendar, Car, ChartColumn, Clock, Coffee, Cpu, CreditCard, DollarSign, Dumbbell, GraduationCap,
  HardHat, Headset, HeartPulse, House, Leaf, Lock, MapPin, Moon, Package, PiggyBank, RefreshCw, ShieldCheck, Smartphone,
  Smile, Snowflake, Sparkles, Star, Stethoscope, Store, ThumbsUp, TrendingUp, Truck, Users, Utensils, Wifi, Wrench, Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../content/schema.generated.ts";

/** The pictograms editors can name in content (the enum of schemas/common.schema.json). */
const ICONS: Record<IconName, LucideIcon> = {
  award: Award, "bar-chart": ChartColumn, bed: Bed, building: Building2, calendar: Calendar, car: Car, clock: Clock,
  coffee: Coffee, cpu: Cpu, "credit-card": CreditCard, "dollar-sign": DollarSign, dumbbell: Dumbbell,
  "graduation-cap": GraduationCap, "hard-hat": HardHat, headset: Headset, "heart-pulse": HeartPulse, home: House,
  leaf: Leaf, lock: Lock, "map-pin": MapPin, moon: Moon, package: Package, "piggy-bank": PiggyBank, refresh: RefreshCw,
  "shield-check": ShieldCheck, smartphone: Smartphone, smile: Smile, snowflake: Snowflake, sparkles: Sparkles, star: Star,
  stethoscope: Stethoscope, store: Store, "thumbs-up": ThumbsUp, "trending-up": TrendingUp, truck: Truck, users: Users,
  utensils: Utensils, wifi: Wifi, wrench: Wrench, zap: Zap,
};

/** A decorative pictogram: the text beside it carries the meaning, so screen readers skip it. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Glyph = ICONS[name];
  return <Glyph aria-hidden="true" focusable="false" width={size} height={size} className={className} />;
}
