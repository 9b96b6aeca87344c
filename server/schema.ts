import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder";
import "./graphql/errors.graphql";
import "./modules/users/users.graphql";
import "./modules/users/auth.graphql";
import "./modules/users/profile.graphql";
import "./modules/reviews/reviews.graphql";
import "./modules/reviews/reviews.mutations.graphql";
import "./modules/community/comments.graphql";
import "./modules/cards/cards.graphql";
import "./modules/cards/cards.lists.graphql";
import "./modules/banners/banners.graphql";
import "./modules/community/community.graphql";
import "./modules/visitors/visitors.graphql";
import "./modules/notifications/notifications.graphql";
import "./modules/formations/formations.graphql";
import "./modules/admin/admin.graphql";

export const schema = lexicographicSortSchema(builder.toSchema());
