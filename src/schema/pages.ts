import { z } from "zod";
import { image, text, titled } from "./fields";
import { contactForm, deliveryCheck, registerForm } from "./forms";

/*
 * Each field's `label` (and `hint`, where the owner needs one) is what the editor shows for it,
 * in the owner's words, in the language of the editor's interface (gatsby/cms/fields.ts).
 */

/** A text of the editor's interface in its two languages. */
type Words = { en: string; ru: string };
/** What the editor shows for one field. */
type Shown = { label: Words; hint?: Words; choices?: Record<string, Words> };

/**
 * An object shared with other files (`titled`, the forms), its keys labelled as this page uses
 * them: the same keys and checks, each key with its words for the editor.
 */
function labelled<S extends z.core.$ZodLooseShape>(
  schema: z.ZodObject<S, z.core.$strict>,
  shown: { [K in keyof S]: Shown },
): z.ZodObject<S, z.core.$strict> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field as z.ZodType).meta(shown[key]),
    ]),
  );
  return schema.extend(shape) as unknown as z.ZodObject<S, z.core.$strict>;
}

const HEADING: Words = { en: "Heading", ru: "Заголовок" };
const UNDER_HEADING: Words = { en: "Text under the heading", ru: "Текст под заголовком" };
/** A section's heading and the text under it. */
const section = labelled(titled, { title: { label: HEADING }, text: { label: UNDER_HEADING } });
/** A card of a grid of short points: its bold heading and a sentence under it. */
const point = labelled(titled, {
  title: { label: { en: "Heading of the card", ru: "Заголовок карточки" } },
  text: { label: { en: "Text of the card", ru: "Текст карточки" } },
});

/** Never on screen: screen readers read it aloud to visitors who cannot see. */
const UNSEEN: Words = {
  en: "Not shown on screen: a screen reader reads it aloud to visitors who cannot see",
  ru: "На экране не видно: это зачитывает вслух программа для незрячих посетителей",
};
const BRACES = { en: "keep the braces as they are", ru: "фигурные скобки не трогайте" };
/** A hint for a text with placeholders: what each becomes, then to keep the braces. */
const placeholders = (en: string, ru: string): Words => ({
  en: `${en}; ${BRACES.en}`,
  ru: `${ru}; ${BRACES.ru}`,
});

const page = {
  title: text.meta({
    label: { en: "Page title", ru: "Название страницы" },
    hint: {
      en: "Shown in the browser tab and in search results, followed by the brand name",
      ru: "Видно во вкладке браузера и в результатах поиска, после него стоит название бренда",
    },
  }),
  description: text.meta({
    label: { en: "Description for search", ru: "Описание для поиска" },
    hint: {
      en: "One or two sentences shown under the title in search results and in shared links",
      ru: "Одна-две фразы под названием страницы в поиске и в превью ссылки в мессенджерах",
    },
  }),
};
const figure = z.strictObject({
  value: z
    .number()
    .nonnegative()
    .meta({ label: { en: "Number", ru: "Число" } }),
  unit: z
    .enum(["percent", "kilogram"])
    .optional()
    .meta({
      label: { en: "Unit", ru: "Единица" },
      hint: {
        en: "Leave empty for a plain number, such as a rating of 4.9",
        ru: "Оставьте пустым для простого числа, например оценки 4,9",
      },
      choices: {
        percent: { en: "Percent (98%)", ru: "Проценты (98 %)" },
        kilogram: { en: "Kilograms (15 kg)", ru: "Килограммы (15 кг)" },
      },
    }),
});

export const home = z.strictObject({
  ...page,
  hero: z
    .strictObject({
      badge: text.meta({
        label: { en: "Small badge above the headline", ru: "Плашка над заголовком" },
      }),
      title: text.meta({ label: { en: "Headline", ru: "Главный заголовок" } }),
      text: text.meta({ label: { en: "Text under the headline", ru: "Текст под заголовком" } }),
      trustPoints: z
        .array(text.meta({ label: { en: "Point", ru: "Пункт" } }))
        .min(1)
        .meta({
          label: { en: "Ticked points", ru: "Пункты с галочками" },
          hint: {
            en: "Short points with a tick, between the text and the button",
            ru: "Короткие пункты с галочкой между текстом и кнопкой",
          },
        }),
      cta: text.meta({
        label: { en: "Button text", ru: "Текст кнопки" },
        hint: {
          en: "The button leads to the sign-up page",
          ru: "Кнопка ведёт на страницу регистрации",
        },
      }),
      image: image.meta({
        label: { en: "Photo", ru: "Фото" },
        hint: { en: "The large photo beside the headline", ru: "Большое фото рядом с заголовком" },
      }),
      imageAlt: text.meta({
        label: { en: "Description of the photo", ru: "Описание фото" },
        hint: {
          en: "What the photo shows, in words, for people who cannot see it",
          ru: "Что на фото, словами, для тех, кто его не видит",
        },
      }),
    })
    .meta({
      label: { en: "Top of the home page", ru: "Верх главной страницы" },
    }),
  /** Each claim's figure is a placeholder ("{rating}") for a fact of `figures`, written per language. */
  claims: z
    .array(
      z.strictObject({
        value: text.meta({
          label: { en: "Figure", ru: "Цифра" },
          hint: placeholders(
            "{rating} is replaced by the average rating, {satisfaction} by the customer satisfaction, {weightLoss} by the weight loss and {hoursSaved} by the hours saved, as set in “Figures on the home page”; you may add a sign after it, such as +",
            "Вместо {rating} сайт подставит среднюю оценку, вместо {satisfaction} — долю довольных клиентов, {weightLoss} — снижение веса, {hoursSaved} — сэкономленные часы (всё это задаётся в разделе «Цифры на главной»); после можно добавить знак, например +",
          ),
        }),
        label: text.meta({ label: { en: "Caption under the figure", ru: "Подпись под цифрой" } }),
      }),
    )
    .min(1)
    .meta({
      label: { en: "Big figures", ru: "Крупные цифры" },
      hint: {
        en: "The row of big figures under the top of the home page",
        ru: "Ряд крупных цифр под верхним блоком главной",
      },
    }),
  figures: z
    .strictObject({
      rating: figure.meta({ label: { en: "Average rating", ru: "Средняя оценка" } }),
      satisfaction: figure.meta({
        label: { en: "Customer satisfaction", ru: "Довольные клиенты" },
      }),
      weightLoss: figure.meta({
        label: { en: "Average weight loss", ru: "Среднее снижение веса" },
      }),
      hoursSaved: figure.meta({
        label: { en: "Hours saved a week", ru: "Сэкономленные часы в неделю" },
      }),
    })
    .meta({
      label: { en: "Figures on the home page", ru: "Цифры на главной" },
      hint: {
        en: "The numbers behind the big figures, the same in every language; each language writes them its own way",
        ru: "Числа для крупных цифр, одни на все языки; каждый язык запишет их по-своему",
      },
    }),
  gallery: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      menuLink: text.meta({
        label: { en: "Link to this week's menu", ru: "Ссылка на меню недели" },
      }),
    })
    .meta({ label: { en: "Dish photos", ru: "Фото блюд" } }),
  howItWorks: section.meta({
    label: { en: "How it works", ru: "Как это работает" },
    hint: {
      en: "The steps themselves are in “How it works (home page)”",
      ru: "Сами шаги — в разделе «Как это работает (главная)»",
    },
  }),
  testimonials: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      ratingLabel: text.meta({
        label: { en: "Rating, read aloud", ru: "Оценка вслух" },
        hint: placeholders(
          "Not shown on screen: a screen reader reads it for a review's stars to visitors who cannot see, with {rating} replaced by the stars, such as 5",
          "На экране не видно: так программа для незрячих прочтёт звёзды отзыва, а вместо {rating} подставит оценку, например 5",
        ),
      }),
    })
    .meta({
      label: { en: "Customer reviews", ru: "Отзывы клиентов" },
      hint: {
        en: "The reviews themselves are in “Customer reviews”",
        ru: "Сами отзывы — в разделе «Отзывы клиентов»",
      },
    }),
  pricing: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      highlights: z
        .array(text.meta({ label: { en: "Advantage", ru: "Преимущество" } }))
        .min(1)
        .meta({ label: { en: "Advantages", ru: "Преимущества" } }),
      readyTitle: text.meta({
        label: { en: "Heading over ready meals", ru: "Заголовок над готовыми блюдами" },
      }),
      diyTitle: text.meta({
        label: { en: "Heading over cooking kits", ru: "Заголовок над наборами" },
      }),
    })
    .meta({ label: { en: "Prices", ru: "Цены" } }),
  faq: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      supportTitle: text.meta({
        label: { en: "Help box: heading", ru: "Блок помощи: заголовок" },
        hint: {
          en: "The box under the questions with the support email and phone",
          ru: "Блок под вопросами с почтой и телефоном поддержки",
        },
      }),
      supportText: text.meta({ label: { en: "Help box: text", ru: "Блок помощи: текст" } }),
      emailLabel: text.meta({
        label: { en: "Email caption", ru: "Подпись к почте" },
        hint: UNSEEN,
      }),
      phoneLabel: text.meta({
        label: { en: "Phone caption", ru: "Подпись к телефону" },
        hint: UNSEEN,
      }),
    })
    .meta({
      label: { en: "Questions and answers", ru: "Вопросы и ответы" },
      hint: {
        en: "The questions themselves are in “Questions and answers”",
        ru: "Сами вопросы — в разделе «Вопросы и ответы»",
      },
    }),
});

const tab = z.strictObject({
  value: z
    .string()
    .regex(/^[a-z-]+$/)
    .meta({
      label: { en: "Key", ru: "Ключ" },
      hint: {
        en: "Appears in the page's address after ?tab=; lower-case latin letters and dashes; do not change once published",
        ru: "Стоит в адресе страницы после ?tab=; строчные латинские буквы и дефисы; после публикации не меняйте",
      },
    }),
  label: text.meta({ label: { en: "Name on the tab", ru: "Надпись на вкладке" } }),
  title: text.meta({ label: HEADING }),
  text: text.meta({ label: UNDER_HEADING }),
  benefits: z
    .array(point)
    .length(6)
    .meta({
      label: { en: "Six benefits", ru: "Шесть преимуществ" },
      hint: { en: "Cards under the text, in order", ru: "Карточки под текстом, по порядку" },
    }),
});

export const mealPlans = z.strictObject({
  ...page,
  hero: z
    .strictObject({
      title: text.meta({ label: { en: "Headline", ru: "Главный заголовок" } }),
      text: text.meta({ label: { en: "Text under the headline", ru: "Текст под заголовком" } }),
      image: image.meta({
        label: { en: "Photo", ru: "Фото" },
        hint: { en: "The photo beside the headline", ru: "Фото рядом с заголовком" },
      }),
      imageAlt: text.meta({
        label: { en: "Description of the photo", ru: "Описание фото" },
        hint: {
          en: "What the photo shows, in words, for people who cannot see it",
          ru: "Что на фото, словами, для тех, кто его не видит",
        },
      }),
    })
    .meta({ label: { en: "Top of the page", ru: "Верх страницы" } }),
  tabs: z
    .array(tab)
    .length(2)
    .meta({
      label: { en: "Two tabs", ru: "Две вкладки" },
      hint: {
        en: "The first is for ready meals (with the sample menu), the second for cooking kits (with what is included)",
        ru: "Первая — про готовые блюда (с примером меню), вторая — про наборы для готовки (с тем, что в них входит)",
      },
    }),
  sampleMenu: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      count: z
        .number()
        .int()
        .positive()
        .meta({ label: { en: "Number of dishes shown", ru: "Сколько блюд показать" } }),
      caloriesLabel: text.meta({
        label: { en: "Word after the calories", ru: "Слово после калорий" },
        hint: {
          en: "Shown after the number of calories of each dish",
          ru: "Стоит после числа калорий у каждого блюда",
        },
      }),
      proteinLabel: text.meta({
        label: { en: "Word after the protein", ru: "Слово после белка" },
        hint: {
          en: "Shown after the grams of protein of each dish",
          ru: "Стоит после граммов белка у каждого блюда",
        },
      }),
      menuLink: text.meta({
        label: { en: "Link to this week's menu", ru: "Ссылка на меню недели" },
      }),
    })
    .meta({
      label: { en: "Sample menu", ru: "Пример меню" },
      hint: {
        en: "Under the ready-meal tab; the dishes are chosen in “Sample menu on the meal plans page”",
        ru: "Под вкладкой готовых блюд; сами блюда выбираются в разделе «Пример меню на странице планов»",
      },
    }),
  included: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      items: z
        .array(
          labelled(titled, {
            title: { label: { en: "What is included", ru: "Что входит" } },
            text: { label: { en: "Explanation", ru: "Пояснение" } },
          }),
        )
        .min(1)
        .meta({ label: { en: "Items", ru: "Пункты" } }),
    })
    .meta({
      label: { en: "What a kit includes", ru: "Что входит в набор" },
      hint: { en: "Under the cooking-kit tab", ru: "Под вкладкой наборов для готовки" },
    }),
  trial: section.meta({
    label: { en: "Trial offer", ru: "Пробный заказ" },
    hint: {
      en: "The section with the card of the one-time plan",
      ru: "Блок с карточкой разового плана",
    },
  }),
  readyGrid: section.meta({
    label: { en: "Ready-meal plans", ru: "Планы с готовыми блюдами" },
    hint: {
      en: "Above the cards of the weekly ready-meal plans",
      ru: "Над карточками планов с готовыми блюдами на неделю",
    },
  }),
  diyGrid: section.meta({
    label: { en: "Cooking-kit plans", ru: "Планы с наборами" },
    hint: {
      en: "Above the cards of the weekly cooking-kit plans",
      ru: "Над карточками планов с наборами для готовки на неделю",
    },
  }),
  strip: z
    .array(point)
    .min(1)
    .meta({
      label: { en: "Row of benefits", ru: "Ряд преимуществ" },
      hint: {
        en: "Short benefits in a row near the bottom of the page",
        ru: "Короткие преимущества в ряд ближе к концу страницы",
      },
    }),
  banner: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      cta: text.meta({
        label: { en: "Button text", ru: "Текст кнопки" },
        hint: {
          en: "The button leads to the sign-up page",
          ru: "Кнопка ведёт на страницу регистрации",
        },
      }),
    })
    .meta({
      label: { en: "Invitation at the bottom", ru: "Призыв внизу страницы" },
    }),
});

export const contact = z.strictObject({
  ...page,
  header: section.meta({ label: { en: "Top of the page", ru: "Верх страницы" } }),
  form: labelled(contactForm, {
    title: { label: HEADING },
    firstName: { label: { en: "Field: first name", ru: "Поле: имя" } },
    lastName: { label: { en: "Field: last name", ru: "Поле: фамилия" } },
    email: { label: { en: "Field: email", ru: "Поле: эл. почта" } },
    phone: { label: { en: "Field: phone", ru: "Поле: телефон" } },
    subject: { label: { en: "Field: subject", ru: "Поле: тема" } },
    message: { label: { en: "Field: message", ru: "Поле: сообщение" } },
    submit: { label: { en: "Send button", ru: "Кнопка отправки" } },
    notSentTitle: {
      label: { en: "Cannot send: heading", ru: "Нельзя отправить: заголовок" },
      hint: {
        en: "Shown on sending while the site cannot send messages online yet",
        ru: "Появляется при отправке, пока сайт ещё не умеет отправлять сообщения",
      },
    },
    notSentText: {
      label: { en: "Cannot send: text", ru: "Нельзя отправить: текст" },
      hint: placeholders(
        "{email} is replaced by your email address and {phone} by your phone number",
        "Вместо {email} сайт подставит ваш адрес почты, вместо {phone} — ваш телефон",
      ),
    },
    sending: { label: { en: "Button while sending", ru: "Кнопка во время отправки" } },
    sentTitle: { label: { en: "Sent: heading", ru: "Отправлено: заголовок" } },
    sentText: { label: { en: "Sent: text", ru: "Отправлено: текст" } },
    failureTitle: {
      label: { en: "Not sent: heading", ru: "Не отправлено: заголовок" },
      hint: {
        en: "Shown when sending failed, with the reason under it",
        ru: "Появляется, если отправка не удалась, под ним — причина",
      },
    },
  }).meta({
    label: { en: "Message form", ru: "Форма сообщения" },
    hint: {
      en: "A field's text is the caption above the box a visitor fills in",
      ru: "Текст поля — это подпись над окошком, которое заполняет посетитель",
    },
  }),
  cards: z
    .strictObject({
      emailTitle: text.meta({ label: { en: "Email: heading", ru: "Почта: заголовок" } }),
      emailNote: text.meta({ label: { en: "Email: note", ru: "Почта: примечание" } }),
      phoneTitle: text.meta({ label: { en: "Phone: heading", ru: "Телефон: заголовок" } }),
      phoneNote: text.meta({ label: { en: "Phone: note", ru: "Телефон: примечание" } }),
      hoursTitle: text.meta({
        label: { en: "Opening hours: heading", ru: "Часы работы: заголовок" },
      }),
      addressTitle: text.meta({ label: { en: "Address: heading", ru: "Адрес: заголовок" } }),
    })
    .meta({
      label: { en: "Contact cards", ru: "Карточки контактов" },
      hint: {
        en: "The addresses, numbers and hours themselves are in “Contacts, hours and legal details”",
        ru: "Сами адреса, номера и часы — в разделе «Контакты, часы работы и реквизиты»",
      },
    }),
  socialTitle: text.meta({
    label: { en: "Heading over social networks", ru: "Заголовок над соцсетями" },
  }),
  impressumLink: text.meta({
    label: { en: "Link to the legal notice", ru: "Ссылка на правовую информацию" },
  }),
  map: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: { en: "Text in place of the map", ru: "Текст на месте карты" } }),
      button: text.meta({ label: { en: "Directions button", ru: "Кнопка «Как добраться»" } }),
    })
    .meta({ label: { en: "Map", ru: "Карта" } }),
  /** The "Do we deliver to you?" check; the districts themselves are in districts.json. */
  delivery: labelled(deliveryCheck, {
    title: { label: HEADING },
    text: { label: UNDER_HEADING },
    label: { label: { en: "Caption of the district list", ru: "Подпись к списку районов" } },
    prompt: {
      label: { en: "Before a district is chosen", ru: "Пока район не выбран" },
      hint: {
        en: "The first line of the district list",
        ru: "Первая строка списка районов",
      },
    },
    outside: {
      label: { en: "Choice outside the city", ru: "Вариант «за городом»" },
      hint: {
        en: "The last line of the district list",
        ru: "Последняя строка списка районов",
      },
    },
    daysLabel: { label: { en: "Caption of delivery days", ru: "Подпись к дням доставки" } },
    windowsLabel: {
      label: { en: "Caption of delivery times", ru: "Подпись ко времени доставки" },
    },
    outsideTitle: {
      label: { en: "Outside the city: heading", ru: "За городом: заголовок" },
    },
    outsideText: { label: { en: "Outside the city: text", ru: "За городом: текст" } },
  }).meta({
    label: { en: "Do we deliver to you?", ru: "Доставляем ли мы к вам?" },
    hint: {
      en: "A visitor picks a district and sees its delivery days and times; the districts are in “Delivery districts”",
      ru: "Посетитель выбирает район и видит дни и время доставки; сами районы — в разделе «Районы доставки»",
    },
  }),
});

export const register = z.strictObject({
  ...page,
  ...labelled(
    registerForm.extend({
      plan: labelled(registerForm.shape.plan, {
        title: { label: HEADING },
        change: { label: { en: "Link to change the plan", ru: "Ссылка «сменить план»" } },
        clear: { label: { en: "Link to remove the plan", ru: "Ссылка «убрать план»" } },
      }),
    }),
    {
      heading: { label: HEADING },
      text: { label: UNDER_HEADING },
      nameLabel: { label: { en: "Field: name", ru: "Поле: имя" } },
      emailLabel: { label: { en: "Field: email", ru: "Поле: эл. почта" } },
      plan: {
        label: { en: "Chosen plan", ru: "Выбранный план" },
        hint: {
          en: "Shown above the fields when a visitor came from a plan's button",
          ru: "Показывается над полями, если посетитель пришёл с кнопки плана",
        },
      },
      districtLabel: { label: { en: "Field: district", ru: "Поле: район" } },
      districtNone: {
        label: { en: "No district yet", ru: "Район пока не выбран" },
        hint: {
          en: "The first line of the district list, for a visitor who chooses later",
          ru: "Первая строка списка районов — для тех, кто выберет позже",
        },
      },
      submit: { label: { en: "Sign-up button", ru: "Кнопка регистрации" } },
      submitting: { label: { en: "Button while sending", ru: "Кнопка во время отправки" } },
      back: { label: { en: "Link to the home page", ru: "Ссылка на главную" } },
      consent: {
        label: { en: "Consent note", ru: "Текст о согласии" },
        hint: { en: "Small print under the button", ru: "Мелкий текст под кнопкой" },
      },
      successTitle: { label: { en: "Signed up: heading", ru: "Заявка принята: заголовок" } },
      successText: {
        label: { en: "Signed up: text", ru: "Заявка принята: текст" },
        hint: placeholders(
          "{brand} is replaced by the brand name, Hamov",
          "Вместо {brand} сайт подставит название бренда, Hamov",
        ),
      },
      failureTitle: { label: { en: "Not sent: heading", ru: "Не отправлено: заголовок" } },
      failureText: { label: { en: "Not sent: text", ru: "Не отправлено: текст" } },
      welcomeTitle: {
        label: { en: "Welcome: heading", ru: "Приветствие: заголовок" },
        hint: placeholders(
          "Replaces the form after signing up; {name} is replaced by the name the visitor typed",
          "Появляется вместо формы после регистрации; вместо {name} сайт подставит имя, которое ввёл посетитель",
        ),
      },
      welcomeText: {
        label: { en: "Welcome: text", ru: "Приветствие: текст" },
        hint: placeholders(
          "{email} is replaced by the email address the visitor typed",
          "Вместо {email} сайт подставит адрес почты, который ввёл посетитель",
        ),
      },
      welcomeCta: {
        label: { en: "Welcome: button", ru: "Приветствие: кнопка" },
        hint: { en: "The button leads to the home page", ru: "Кнопка ведёт на главную" },
      },
    },
  ).shape,
});

/** A caption before a detail of the company in the legal notice. */
const caption = (en: string, ru: string) =>
  text.meta({ label: { en: `Caption: ${en}`, ru: `Подпись: ${ru}` } });
/** A heading of the legal notice, in the language of `headingLang`. */
const legalHeading = (en: string, ru: string) =>
  text.meta({ label: { en: `Heading: ${en}`, ru: `Заголовок: ${ru}` } });

export const impressum = z.strictObject({
  ...page,
  title: page.title.meta({
    hint: {
      en: "Also the heading at the top of the page; shown in the browser tab and search results",
      ru: "Это и заголовок вверху страницы; его же видно во вкладке браузера и в поиске",
    },
  }),
  subtitle: text.meta({ label: { en: "Text under the heading", ru: "Текст под заголовком" } }),
  /** Language of the (German) headings, for screen readers' pronunciation. */
  headingLang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .meta({
      label: { en: "Language of the headings", ru: "Язык заголовков" },
      hint: {
        en: "Two-letter code of the language the headings are written in, such as de for German, so that screen readers pronounce them right",
        ru: "Двухбуквенный код языка, на котором написаны заголовки, например de для немецкого, чтобы программы для незрячих их правильно прочли",
      },
    }),
  providerHeading: legalHeading("the company", "компания"),
  representativeHeading: legalHeading("director", "руководитель"),
  registerHeading: legalHeading("registration", "регистрация"),
  seatLabel: caption("registered seat", "юридический адрес"),
  courtLabel: caption("registry", "регистрирующий орган"),
  registerNumberLabel: caption("registration number", "регистрационный номер"),
  taxIdLabel: caption("tax number", "ИНН"),
  contactHeading: legalHeading("contact", "контакты"),
  phoneLabel: caption("phone", "телефон"),
  emailLabel: caption("email", "эл. почта"),
  privacyHeading: legalHeading("privacy", "личные данные"),
  privacyText: text.meta({
    label: { en: "Privacy note", ru: "Текст о личных данных" },
    hint: placeholders(
      "{provider} is replaced by the name of the service that receives the forms, such as Formspree, and {email} by your email address",
      "Вместо {provider} сайт подставит название сервиса, который принимает формы, например Formspree, а вместо {email} — ваш адрес почты",
    ),
  }),
  privacyLink: text.meta({
    label: { en: "Link to their privacy policy", ru: "Ссылка на их политику" },
    hint: placeholders(
      "{provider} is replaced by the name of the service that receives the forms, such as Formspree",
      "Вместо {provider} сайт подставит название сервиса, который принимает формы, например Formspree",
    ),
  }),
  back: text.meta({ label: { en: "Link back to the site", ru: "Ссылка обратно на сайт" } }),
});
