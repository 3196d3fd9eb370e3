"""Our own curated part of the subject vocabulary: the upper hierarchy, photo-typical subjects
the label sets miss (scenes, events, documents, activities, multiword subjects), and the broader
terms of common concepts. One concept a line:

    label: broader, broader = synonym, synonym

Plural forms and activity word forms (hike / hikes / hiking) are added by the generator; list here
only real synonyms and irregular forms. A concept listed here keeps exactly the broader terms given
here (the label sets' hierarchies apply to the concepts not listed).
"""

TAXONOMY = """
# --- roots ------------------------------------------------------------------------------------
animal: = animals, wildlife, creature, fauna
plant: = plants, greenery, flora, vegetation
food: = meal, meals, dish, dishes, cuisine, foods
drink: = drinks, beverage, beverages
object: = objects, thing, things, stuff
vehicle: object = vehicles, transport, transportation
scene: = scenery, setting
nature: scene = outdoors, natural scenery
activity: = activities, pastime, hobby
sport: activity = sports, athletics
event: = events, occasion
celebration: event = celebrations, festivity, festivities
document: object = documents, paperwork, paper, papers
clothing: object = clothes, apparel, garment, garments, outfit, outfits
building: scene = buildings, architecture
weather: nature
light: scene = lights, lighting
artwork: object = art, artworks
# --- animals ----------------------------------------------------------------------------------
pet: animal = pets, companion animal
mammal: animal = mammals
bird: animal = birds, birdie
fish: animal = fishes
reptile: animal = reptiles
amphibian: animal = amphibians
insect: animal = insects, bug, bugs
marine animal: animal = sea creature, sea life, marine life
farm animal: animal = farm animals, livestock
wild animal: animal = wild animals
dog: pet, mammal = doggy, doggie, doggo, pooch, hound, canine, pup
puppy: dog = puppies, pupper
cat: pet, mammal = kitty, pussycat, feline
kitten: cat = kittens, kitty cat
rabbit: pet, mammal = bunny, bunnies
hamster: pet, mammal
guinea pig: pet, mammal
goldfish: pet, fish
parrot: pet, bird
budgie: parrot = budgerigar, parakeet
tortoise: pet, reptile
horse: farm animal, mammal = horses, pony, ponies, stallion, mare, steed
foal: horse
donkey: farm animal, mammal
cow: farm animal, mammal = cattle, cows, calf, bull, ox
pig: farm animal, mammal = hog, swine, piglet
sheep: farm animal, mammal = lamb, ewe, ram
goat: farm animal, mammal = kid goat
chicken: farm animal, bird = hen, rooster, chick, chickens, poultry
duck: bird = ducks, duckling, mallard
goose: bird = geese, gosling
swan: bird
pigeon: bird = dove, rock dove
seagull: bird = gull, gulls, sea gull
owl: bird
eagle: bird
penguin: bird, marine animal
flamingo: bird
peacock: bird = peafowl
hummingbird: bird
wolf: wild animal, mammal = wolves
fox: wild animal, mammal
bear: wild animal, mammal
polar bear: bear
panda: bear = giant panda
lion: wild animal, mammal
tiger: wild animal, mammal
leopard: wild animal, mammal
cheetah: wild animal, mammal
elephant: wild animal, mammal
giraffe: wild animal, mammal
zebra: wild animal, mammal
rhinoceros: wild animal, mammal = rhino
hippopotamus: wild animal, mammal = hippo
monkey: wild animal, mammal = ape, primate, primates
gorilla: monkey
kangaroo: wild animal, mammal = roo, wallaby
koala: wild animal, mammal = koala bear
quokka: wild animal, mammal
deer: wild animal, mammal = stag, doe, fawn, reindeer, elk, moose
squirrel: wild animal, mammal
camel: mammal
llama: mammal = alpaca
whale: marine animal, mammal = whales
dolphin: marine animal, mammal
seal: marine animal, mammal = sea lion, walrus
shark: marine animal, fish
turtle: reptile = sea turtle
snake: reptile = serpent
lizard: reptile = gecko, iguana
crocodile: reptile = alligator, croc
frog: amphibian = toad
butterfly: insect = moth
bee: insect = bees, bumblebee, honeybee
ladybug: insect = ladybird
spider: animal
jellyfish: marine animal
starfish: marine animal = sea star
crab: marine animal
coral: marine animal = coral reef
tropical fish: fish
dinosaur: animal
# --- plants -----------------------------------------------------------------------------------
flower: plant = flowers, blossom, blossoms, bloom, blooms, bouquet
tree: plant = trees
palm tree: tree = palm, palms
cherry blossom: flower, tree = cherry blossoms, sakura
rose: flower
tulip: flower
sunflower: flower
daisy: flower
lily: flower
orchid: flower
lavender: flower
wildflower: flower = wild flowers, wildflowers
autumn leaves: plant, nature = fall foliage, fall colors, fall colours, autumn colours, autumn colors, foliage, autumn leaf, fall leaves
leaf: plant = leaves
cactus: plant = cacti
houseplant: plant = potted plant, house plant
mushroom: plant = fungus, fungi, toadstool
grass: plant = lawn
moss: plant
bamboo: plant
pumpkin: vegetable, plant
# --- food and drink ---------------------------------------------------------------------------
fruit: food = fruits
vegetable: food = vegetables, veggies, veg
dessert: food = desserts, sweets, pudding
baked goods: food = pastry, pastries, baking
fast food: food = junk food, takeaway, takeout
seafood: food = sea food
breakfast: food = brunch
lunch: food
dinner: food = supper
snack: food = snacks
meat: food
cake: dessert = cakes, gateau
birthday cake: cake
wedding cake: cake
cupcake: cake = cup cake, cupcakes
cookie: dessert, baked goods = biscuit, biscuits, cookies
ice cream: dessert = gelato, ice cream cone, icecream
chocolate: dessert
pie: dessert, baked goods
bread: baked goods = loaf, baguette
croissant: baked goods
pizza: fast food = pizzas
burger: fast food = hamburger, cheeseburger
hot dog: fast food = hotdog
french fries: fast food = fries, chips
sandwich: food
pasta: food = spaghetti, noodles
sushi: food = sashimi
salad: food
soup: food
barbecue: food, event = bbq, barbeque, cookout, grill
steak: meat
chilli crab: seafood = chili crab
curry: food
taco: food
cheese: food
egg: food = eggs
coffee: drink = latte, cappuccino, espresso
tea: drink = cup of tea
wine: drink = red wine, white wine
beer: drink = pint, ale, lager
cocktail: drink = cocktails
juice: drink
champagne: wine = prosecco
apple: fruit
banana: fruit
strawberry: fruit
orange: fruit
grape: fruit
watermelon: fruit
pineapple: fruit
# --- scenes: nature ---------------------------------------------------------------------------
landscape: nature = landscapes, countryside, vista, view, views, panorama view
sky: nature = skies
sunset: sky = sunsets, sundown, dusk sky, golden hour
sunrise: sky = sunrises, dawn sky, daybreak
clouds: sky = cloud, cloudy sky
blue sky: sky
starry sky: sky, night sky = stars, starry night, milky way
night sky: sky
moon: sky = full moon, moonlight
northern lights: sky = aurora, aurora borealis, southern lights
rainbow: sky, weather
snow: weather = snowfall, snowy, snowing
rain: weather = rainy, raining, rainfall
storm: weather = thunderstorm, stormy
lightning: storm
fog: weather = mist, misty, foggy
ice: nature = icy, frozen
frozen lake: lake, ice
mountain: landscape = mountains, peak, peaks, summit, mountain range, mountain top, mountaintop
snowy mountain: mountain, snow = snowy mountains, snow-capped mountains, snowcapped mountains
hill: landscape = hills, hillside
volcano: mountain = volcanoes
glacier: landscape, ice = glaciers
valley: landscape
canyon: landscape = gorge
cliff: landscape = cliffs
cave: nature = caves, cavern
desert: landscape = deserts, sand dunes, dunes
forest: landscape = woods, woodland, jungle, rainforest
field: landscape = fields, meadow, meadows
farm: landscape = farmland, ranch
vineyard: farm = winery, vineyards
water: nature
sea: water = ocean, seaside, sea view
beach: sea, nature = beaches, seashore, shore, sand, sandy beach, strand
coast: sea, landscape = coastline, seacoast
wave: sea = waves, surf
lake: water, landscape = lakes, lakeside, loch, lakeshore
river: water, landscape = rivers, stream, creek, riverside, brook
waterfall: water, landscape = waterfalls, falls, cascade
pond: water
island: landscape = islands, isle
harbor: water, scene = harbour, port, marina, dock
pier: harbor = jetty, boardwalk
lighthouse: building, coast
underwater: water, nature = under water, underwater world
garden: nature = gardens, backyard garden, flower garden
park: nature = parks, city park
playground: park = play area, jungle gym
dog park: park
national park: park, nature
campsite: nature = campground, camp, camping site
# --- scenes: built ----------------------------------------------------------------------------
city: scene = cities, cityscape, city view, urban, town
downtown: city = city centre, city center, town centre, town center, midtown
skyline: city = city skyline
skyscraper: building, city = skyscrapers, high rise, tower block
street: city = streets, road, avenue, alley
street art: artwork, street = graffiti, mural, murals
bridge: building = bridges
tower: building = towers
castle: building = castles, palace, fortress, fort
church: building = churches, chapel, cathedral, basilica
temple: building = temples, shrine
mosque: building
ruins: building = ruin, ancient ruins
monument: building = monuments, memorial, statue
house: building = houses, home exterior
lake house: house = lakehouse, lake cottage
beach house: house
cabin: house = log cabin, chalet
tree house: house = treehouse
apartment: building = flat, apartment building
hotel: building = hotels, resort
restaurant: building = restaurants, diner, bistro, eatery
cafe: restaurant = coffee shop, cafe, caffe
bar: restaurant = pub, bars, pubs, tavern
market: scene = markets, farmers market, marketplace, bazaar
christmas market: market = christmas markets, holiday market
shop: building = store, shops, stores, boutique
mall: shop = shopping mall, shopping centre, shopping center
museum: building = museums, gallery, art gallery, exhibition
zoo: scene = zoos, safari park, wildlife park
aquarium: scene
stadium: building = arena, ballpark, stadium crowd
theater: building = theatre, cinema, movie theater
airport: building = airports, terminal
train station: building = railway station, station
amusement park: scene = theme park, funfair, fair, carnival
ferris wheel: amusement park
roller coaster: amusement park = rollercoaster
carousel: amusement park = merry-go-round
swimming pool: water, scene = pool, pools, swimming pool
hot tub: swimming pool = jacuzzi
interior: scene = indoors
kitchen: interior
living room: interior = lounge, sitting room
bedroom: interior
bathroom: interior
classroom: interior
backyard: garden = back yard, yard, garden yard
front yard: garden
patio: garden = terrace, deck, balcony
porch: house
# --- people-scenes ----------------------------------------------------------------------------
crowd: scene = crowds
# --- events -----------------------------------------------------------------------------------
party: celebration = parties, get-together, gathering, bash
birthday: celebration = birthdays, bday
birthday party: birthday, party = birthday parties, bday party
wedding: celebration = weddings, wedding day, wedding ceremony, wedding reception, nuptials
honeymoon: vacation = honeymoons
anniversary: celebration = anniversaries
engagement: celebration = engagement party, proposal
baby shower: party
bridal shower: party = hen party, bachelorette party, hen do
bachelor party: party = stag party, stag do
graduation: celebration = graduations, commencement, graduation ceremony, convocation
reunion: event = reunions, family reunion
concert: event = concerts, gig, gigs, live music, music festival
festival: event = festivals, fest
parade: event = parades, procession
recital: event = recitals
dance recital: recital
school play: event = nativity play
game: sport, event = games, match, matches
football match: game, football = football game
soccer match: game, soccer = soccer game
hockey game: game, ice hockey
baseball game: game, baseball
basketball game: game, basketball
cricket match: game, cricket
pub quiz: event = trivia night, quiz night
picnic: event = picnics
dinner party: party
sleepover: party
prom: party = school dance
funeral: event = memorial service
christening: celebration = baptism
bar mitzvah: celebration = bat mitzvah
trip: event = trips, journey, outing, excursion
vacation: trip = vacations, holiday, holidays, hols, getaway, vacay
road trip: trip = road trips, roadtrip
day trip: trip = day out
bike trip: trip, cycling = bike tour, cycling trip
camping trip: trip, camping
ski trip: trip, skiing = ski holiday, ski vacation
weekend away: trip = weekend getaway, city break
cruise: trip, boat = cruises, cruise ship
safari: trip = safaris, game drive
first steps: event = first step
first day of school: event = first day at school, back to school
# --- activities -------------------------------------------------------------------------------
outdoor activity: activity
water sport: sport = water sports, watersports
winter sport: sport = winter sports, snow sports
hiking: outdoor activity = hike, hikes, hiked, trek, trekking, tramping, bushwalking, bushwalk, hill walking
walking: outdoor activity = walk, walks, stroll
running: sport = run, runs, jogging, jog, marathon
camping: outdoor activity = camp out, tent camping
climbing: outdoor activity, sport = climb, rock climbing, bouldering, mountaineering
cycling: sport, outdoor activity = biking, bike ride, bike riding, bicycle ride, mountain biking
skiing: winter sport = ski, skis, skier, skiers, downhill skiing, cross country skiing
snowboarding: winter sport = snowboard
sledding: winter sport = sledging, sled, sledge, tobogganing, toboggan
ice skating: winter sport = skating, skate, skates, figure skating
snowman: snow = snowmen, building a snowman
snowball fight: snow, activity = snowballs
surfing: water sport = surf, surfer, surfers, surfs
swimming: water sport = swim, swims, swimmer
snorkelling: water sport = snorkeling, snorkel, snorkels
scuba diving: water sport = scuba, diving, dive, diver
kayaking: water sport = kayak, kayaks, canoeing, canoe, paddling
sailing: water sport = sail, sailboat, yachting
paddleboarding: water sport = paddle boarding, stand up paddle, paddleboard
fishing: outdoor activity = fishing trip, angling, fisherman
boating: water sport = boat trip, boat ride
horse riding: sport = horseback riding, riding, equestrian
golf: sport = golfing, golf course
tennis: sport
football: sport = footy
american football: football = gridiron
soccer: football = soccer ball
rugby: sport
basketball: sport
baseball: sport
cricket: sport
ice hockey: winter sport = hockey
volleyball: sport = beach volleyball
yoga: sport
gym: sport = workout, exercise, fitness, working out
dancing: activity = dance, dances, dancer, dancers, ballet
singing: activity = sing, karaoke
cooking: activity = cook, baking, bake
gardening: activity, garden
reading: activity
painting: activity, artwork = paint, paintings
drawing: activity, artwork = drawings, sketch, sketches
shopping: activity = shop, shopping trip
sightseeing: activity = tour, tourist, tourists, touring
eating: activity = eat, dining
drinking: activity
playing: activity = play
laughing: activity = laugh, laughter, laughs
smiling: activity = smile, smiles
hugging: activity = hug, hugs, cuddle, cuddles
kissing: activity = kiss, kisses
sleeping: activity = sleep, asleep, nap, napping
bath time: activity = bath, bathtime
blowing out candles: birthday cake, activity
opening presents: activity = unwrapping presents
pumpkin carving: activity, pumpkin = carving pumpkins, pumpkin carving
egg hunt: activity = easter egg hunt
# --- documents and things with text -----------------------------------------------------------
receipt: document = receipts, bill, invoice, invoices
ticket: document = tickets
train ticket: ticket = train tickets, rail ticket
boarding pass: ticket = boarding passes, plane ticket, flight ticket
concert ticket: ticket
whiteboard: document = white board, whiteboards, blackboard, chalkboard
menu: document = menus
recipe: document = recipes
note: document = notes, handwritten note, handwriting
letter: document = letters
sign: document = signs, signpost, road sign, street sign
poster: document = posters, flyer, flyers
map: document = maps
book: document = books
passport: document = passports
id card: document = identity card, driver's license, drivers license, driving licence
business card: document = business cards
certificate: document = certificates, diploma
# --- objects and vehicles ---------------------------------------------------------------------
car: vehicle = cars, automobile, auto
red car: car
vintage car: car = classic car, old car, vintage cars, classic cars
sports car: car
bus: vehicle = buses, coach
double decker bus: bus = double-decker
truck: vehicle = lorry, pickup truck, pickup
motorcycle: vehicle = motorbike, motorbikes, scooter
bicycle: vehicle = bike, bikes, bicycles, cycle
train: vehicle = trains, railway, tram, streetcar, subway train
airplane: vehicle = plane, planes, aeroplane, aircraft, jet
helicopter: vehicle
boat: vehicle = boats, ship, ships, yacht, ferry
houseboat: boat = house boat, narrowboat
hot air balloon: vehicle = hot air balloons, balloon ride
tent: object = tents
fire: object = campfire, bonfire, fire pit, fireplace
fireworks: light, celebration = firework, fireworks display
sparkler: fireworks = sparklers
christmas lights: light = fairy lights, holiday lights, string lights
lantern: light = lanterns, paper lantern
candle: light = candles
decoration: object = decorations, decor
christmas tree: decoration = xmas tree, christmas trees
christmas card: document = christmas cards, holiday card
christmas jumper: clothing = christmas sweater, ugly sweater
christmas stocking: decoration = stocking, stockings
easter egg: decoration = easter eggs
easter basket: decoration
easter bunny: decoration
halloween costume: costume = halloween costumes
jack-o'-lantern: pumpkin, decoration = jack o lantern, jack o'lantern, jack-o-lantern, carved pumpkin
costume: clothing = costumes, fancy dress, dress up
rangoli: artwork = kolam
gift: object = gifts, present, presents
balloon: decoration = balloons
toy: object = toys, teddy bear, stuffed animal, lego
dress: clothing = dresses, gown
wedding dress: dress = bridal gown, wedding gown
hat: clothing = hats, cap
shoes: clothing = shoe, sneakers, boots, trainers
sunglasses: clothing = shades
jewelry: object = jewellery, ring, rings, necklace, earrings
camera: object
phone: object = smartphone, mobile phone, cell phone, iphone
computer: object = laptop, pc, desktop computer
television: object = tv
furniture: object
chair: furniture = chairs
table: furniture = tables
sofa: furniture = couch
bed: furniture = beds
musical instrument: object = instrument, instruments
guitar: musical instrument = guitars
piano: musical instrument = keyboard
drum: musical instrument = drums, drum kit
violin: musical instrument = fiddle
sculpture: artwork = sculptures, statues
painting canvas: artwork = canvas
flag: object = flags
fountain: building = fountains
bench: furniture = benches
umbrella: object = umbrellas, parasol
kite: toy = kites
swing: playground = swings
slide: playground
sandcastle: beach = sand castle, sandcastles
# --- more photo-typical subjects ---------------------------------------------------------------
pumpkin patch: farm, pumpkin = pumpkin patches, pumpkin picking
apple picking: activity, apple = fruit picking, berry picking, strawberry picking
corn maze: farm = maize maze
haunted house: event
trick or treating: activity = trick-or-treating, trick or treat
gender reveal: party = gender reveal party
retirement party: party = retirement, farewell party, leaving party, leaving do
housewarming: party = housewarming party, house warming
pool party: party, swimming pool
office party: party = work party, christmas party at work
quinceanera: celebration = quinceañera, quince
sports day: event = field day, school sports day
swim meet: swimming, event = swimming gala, swim gala
science fair: event
talent show: event
fashion show: event = catwalk, runway show
air show: event = airshow
car show: event = motor show, auto show
magic show: event
light show: light, event = light festival
protest: event = demonstration, rally
conference: event = conferences, convention, meeting, meetings
triathlon: sport
rugby match: game, rugby = rugby game
tennis match: game, tennis
horse race: horse riding, event = horse racing, races
rodeo: event
car race: sport = motor racing, grand prix, car racing, go karting, go-karting, karting
whale watching: outdoor activity, whale
bird watching: outdoor activity, bird = birdwatching, birding
stargazing: outdoor activity, starry sky = star gazing
rafting: water sport = white water rafting, whitewater rafting, river rafting
tubing: water sport = river tubing, snow tubing
zip lining: outdoor activity = zipline, ziplining, zip line
sunbathing: activity = sunbathe
hunting: outdoor activity = hunt
board games: activity = board game, boardgames, game night
video games: activity = video game, gaming
bounce house: toy = bouncy castle, bouncy house, inflatable castle
face painting: activity = face paint
pillow fight: activity
water fight: activity = water balloon fight, water balloons, water guns
splash pad: playground = sprinkler, sprinklers
first haircut: event
tummy time: activity
glamping: camping
wine tasting: drinking, wine = wine tour
brewery: restaurant, beer = breweries, brewpub, craft beer
food truck: fast food = food trucks
street food: food = hawker food, hawker centre
dim sum: food = yum cha
biryani: food
dosa: food
tapas: food
latte art: coffee
gingerbread house: dessert, decoration = gingerbread houses, gingerbread
pavlova: dessert
lamington: dessert = lamingtons
meat pie: pie
roast dinner: dinner = sunday roast, roast
afternoon tea: tea, food = high tea, cream tea
scone: baked goods = scones
potluck: dinner party = pot luck
steam train: train = steam engine, steam locomotive
campervan: vehicle = camper van, rv, motorhome, camper, caravan
cable car: vehicle = gondola lift, aerial tramway
tide pools: sea = rock pools, tide pool, rock pool, rockpooling
icicles: ice = icicle
frost: weather = frosty
city lights: city, light = night lights
night market: market = night markets
rooftop: building = rooftop bar, roof terrace
bus stop: street
tunnel: building = tunnels
sunflower field: field, sunflower
tulip field: field, tulip = tulip fields
lavender field: field, lavender = lavender fields
rice terraces: farm = rice paddies, rice fields, rice paddy
tea plantation: farm = tea estate
petting zoo: zoo = petting farm, children's farm
contract: document = contracts, agreement
prescription: document = prescriptions
parking ticket: ticket = parking tickets, parking fine
sticky note: note = sticky notes, post-it, post-its, post it notes
presentation slide: document = presentation slides, slide deck, slides
tattoo: artwork = tattoos
haircut: activity = haircuts, hair cut
makeup: object = make-up, cosmetics
s'mores: dessert = smores, s'more, smore
marshmallow: dessert = marshmallows, toasted marshmallows
seashell: object = seashells, shells, shell, sea shells, sea shell
stroller: object = strollers, pram, prams, pushchair, buggy
snow day: snow = snow days
rainy day: rain = rainy days
sunny day: weather = sunny days, sunshine, sunny weather
"""
