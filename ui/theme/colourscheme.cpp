#include "ui/theme/colourscheme.h"

#include <QApplication>
#include <QWidget>

namespace quatre::ui {

namespace {

struct RoleColours {
    QPalette::ColorRole role;
    QColor active;
    QColor disabled;
};

QPalette buildPalette(std::initializer_list<RoleColours> roles)
{
    QPalette palette;
    for (const RoleColours &entry : roles) {
        palette.setColor(QPalette::Active, entry.role, entry.active);
        palette.setColor(QPalette::Inactive, entry.role, entry.active);
        palette.setColor(QPalette::Disabled, entry.role, entry.disabled);
    }
    return palette;
}

} // namespace

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Active, QPalette::Window).lightness() < 128;
}

void applyBarTint(QWidget *bar, BarTint tint)
{
    struct Colours {
        QColor window, text;
    };
    // [tint][dark]: the pale tints are the light's, their inks the dark's.
    static const Colours colours[2][2] = {
        {{QColor(0xe3, 0xf0, 0xfb), QColor(0x0d, 0x2b, 0x45)}, {QColor(0x17, 0x36, 0x52), QColor(0xe3, 0xf0, 0xfb)}},
        {{QColor(0xff, 0xf4, 0xce), QColor(0x3b, 0x2f, 0x00)}, {QColor(0x47, 0x39, 0x00), QColor(0xff, 0xf4, 0xce)}},
    };
    const Colours &chosen = colours[tint == BarTint::Warning ? 1 : 0][isDarkPalette(QApplication::palette()) ? 1 : 0];
    QPalette palette = bar->palette();
    palette.setColor(QPalette::Window, chosen.window);
    palette.setColor(QPalette::WindowText, chosen.text);
    if (palette != bar->palette())
        bar->setPalette(palette);
}

ColourScheme effectiveScheme(ColourScheme setting, const QPalette &platform)
{
    if (setting != ColourScheme::System)
        return setting;
    return isDarkPalette(platform) ? ColourScheme::Dark : ColourScheme::Light;
}

QPalette lightPalette()
{
    // Fusion's own light colours, so that Light looks as the program always did.
    return buildPalette({
        {QPalette::Window, QColor(0xef, 0xef, 0xef), QColor(0xef, 0xef, 0xef)},
        {QPalette::WindowText, QColor(0x00, 0x00, 0x00), QColor(0x8c, 0x8c, 0x8c)},
        {QPalette::Base, QColor(0xff, 0xff, 0xff), QColor(0xef, 0xef, 0xef)},
        {QPalette::AlternateBase, QColor(0xf5, 0xf5, 0xf5), QColor(0xf5, 0xf5, 0xf5)},
        {QPalette::ToolTipBase, QColor(0xff, 0xff, 0xdc), QColor(0xff, 0xff, 0xdc)},
        {QPalette::ToolTipText, QColor(0x00, 0x00, 0x00), QColor(0x00, 0x00, 0x00)},
        {QPalette::PlaceholderText, QColor(0x00, 0x00, 0x00, 0x80), QColor(0x00, 0x00, 0x00, 0x80)},
        {QPalette::Text, QColor(0x00, 0x00, 0x00), QColor(0x8c, 0x8c, 0x8c)},
        {QPalette::Button, QColor(0xef, 0xef, 0xef), QColor(0xef, 0xef, 0xef)},
        {QPalette::ButtonText, QColor(0x00, 0x00, 0x00), QColor(0x8c, 0x8c, 0x8c)},
        {QPalette::BrightText, QColor(0xff, 0xff, 0xff), QColor(0xff, 0xff, 0xff)},
        {QPalette::Light, QColor(0xff, 0xff, 0xff), QColor(0xff, 0xff, 0xff)},
        {QPalette::Midlight, QColor(0xca, 0xca, 0xca), QColor(0xca, 0xca, 0xca)},
        {QPalette::Mid, QColor(0xb8, 0xb8, 0xb8), QColor(0xb8, 0xb8, 0xb8)},
        {QPalette::Dark, QColor(0x9f, 0x9f, 0x9f), QColor(0xbe, 0xbe, 0xbe)},
        {QPalette::Shadow, QColor(0x76, 0x76, 0x76), QColor(0xb1, 0xb1, 0xb1)},
        {QPalette::Highlight, QColor(0x2a, 0x76, 0xb0), QColor(0x91, 0x91, 0x91)},
        {QPalette::HighlightedText, QColor(0xff, 0xff, 0xff), QColor(0xff, 0xff, 0xff)},
        {QPalette::Link, QColor(0x00, 0x55, 0xc8), QColor(0x7a, 0x9a, 0xc8)},
        {QPalette::LinkVisited, QColor(0x7b, 0x2f, 0xbe), QColor(0xa0, 0x80, 0xbe)},
    });
}

QPalette darkPalette()
{
    // Grey with a touch of blue; every text at least 7:1 against its ground
    // and the disabled ones still legible (about 3:1).
    return buildPalette({
        {QPalette::Window, QColor(0x2c, 0x2f, 0x36), QColor(0x2c, 0x2f, 0x36)},
        {QPalette::WindowText, QColor(0xe8, 0xea, 0xed), QColor(0x80, 0x86, 0x90)},
        {QPalette::Base, QColor(0x1e, 0x20, 0x25), QColor(0x26, 0x29, 0x2f)},
        {QPalette::AlternateBase, QColor(0x27, 0x2a, 0x30), QColor(0x27, 0x2a, 0x30)},
        {QPalette::ToolTipBase, QColor(0x3a, 0x3f, 0x48), QColor(0x3a, 0x3f, 0x48)},
        {QPalette::ToolTipText, QColor(0xf0, 0xf2, 0xf5), QColor(0xf0, 0xf2, 0xf5)},
        {QPalette::PlaceholderText, QColor(0xe8, 0xea, 0xed, 0x80), QColor(0xe8, 0xea, 0xed, 0x60)},
        {QPalette::Text, QColor(0xe8, 0xea, 0xed), QColor(0x80, 0x86, 0x90)},
        {QPalette::Button, QColor(0x38, 0x3c, 0x44), QColor(0x31, 0x34, 0x3a)},
        {QPalette::ButtonText, QColor(0xe8, 0xea, 0xed), QColor(0x80, 0x86, 0x90)},
        {QPalette::BrightText, QColor(0xff, 0x8a, 0x80), QColor(0xff, 0x8a, 0x80)},
        {QPalette::Light, QColor(0x4c, 0x51, 0x5a), QColor(0x40, 0x44, 0x4b)},
        {QPalette::Midlight, QColor(0x42, 0x46, 0x4e), QColor(0x3a, 0x3e, 0x45)},
        {QPalette::Mid, QColor(0x24, 0x27, 0x2c), QColor(0x24, 0x27, 0x2c)},
        {QPalette::Dark, QColor(0x1a, 0x1c, 0x20), QColor(0x1a, 0x1c, 0x20)},
        {QPalette::Shadow, QColor(0x0c, 0x0d, 0x0f), QColor(0x0c, 0x0d, 0x0f)},
        {QPalette::Highlight, QColor(0x2f, 0x6b, 0xc4), QColor(0x4a, 0x4f, 0x57)},
        {QPalette::HighlightedText, QColor(0xff, 0xff, 0xff), QColor(0xa8, 0xac, 0xb2)},
        {QPalette::Link, QColor(0x7c, 0xb8, 0xff), QColor(0x6a, 0x80, 0x9a)},
        {QPalette::LinkVisited, QColor(0xc3, 0x9b, 0xff), QColor(0x86, 0x78, 0x9a)},
    });
}

void applyColourScheme(ColourScheme scheme)
{
    switch (scheme) {
    case ColourScheme::System:
        // A palette that sets no role resolves to the platform's every time
        // the desktop changes it.
        QApplication::setPalette(QPalette());
        return;
    case ColourScheme::Light: QApplication::setPalette(lightPalette()); return;
    case ColourScheme::Dark: QApplication::setPalette(darkPalette()); return;
    }
}

const BoardColours &boardColours(bool dark)
{
    static const BoardColours light{QColor(0xf4, 0xf6, 0xfa), QColor(0xd8, 0xdf, 0xea),   QColor(10, 20, 50, 22),
                                    QColor(0x47, 0x50, 0x63), QColor(0x1c, 0x4a, 0xb0),   QColor(0xa8, 0x5a, 0x00),
                                    QColor(40, 50, 70, 160),  QColor(255, 255, 255, 150), QColor(60, 70, 90, 60),
                                    QColor(226, 231, 240),    QColor(255, 255, 255, 230)};
    // A dim slate, lighter than the dark pieces and boards so that they keep
    // their outline; the trays are light enough for Quarto's dark pieces.
    static const BoardColours darkColours{
        QColor(0x34, 0x39, 0x44),  QColor(0x22, 0x26, 0x2e), QColor(0, 0, 0, 60),        QColor(0xc4, 0xcb, 0xd6),
        QColor(0x8a, 0xb8, 0xff),  QColor(0xff, 0xb8, 0x5c), QColor(220, 228, 240, 170), QColor(0x5a, 0x62, 0x72, 150),
        QColor(200, 210, 230, 50), QColor(0x96, 0x9f, 0xb0), QColor(0xb8, 0xc0, 0xcd)};
    return dark ? darkColours : light;
}

} // namespace quatre::ui
